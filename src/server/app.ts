import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { IMPORT_MAX_BYTES } from '../schemas/catalog-import-limits.ts';
import { MAX_DOCUMENT_BYTES } from '../schemas/document-values.ts';
import type { ErrorName } from '../schemas/errors.ts';
import { ApiError } from './http/api-error.ts';
import { auditAdminChanges } from './http/audit.ts';
import type { AppContext, AppEnv, Deps } from './http/context.ts';
import { detectLocale, holdUntilPasswordChanged, provideDeps, readSession, requireJsonBody, requireStaff } from './http/middleware.ts';
import { observeApiRequest } from './http/observe.ts';
import { fail } from './http/respond.ts';
import { meteredLimiter } from './metrics/metered-limiter.ts';
import { addressRoutes, regionRoutes } from './routes/addresses.ts';
import { adminAfterSalesRoutes } from './routes/admin-after-sales.ts';
import { adminBankTransferRoutes } from './routes/admin-bank-transfers.ts';
import { adminCatalogRoutes } from './routes/admin-catalog.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { adminCustomerRoutes } from './routes/admin-customers.ts';
import { adminDashboardRoutes } from './routes/admin-dashboard.ts';
import { adminMessageRoutes } from './routes/admin-messages.ts';
import { adminAuditRoutes, adminOrderRoutes } from './routes/admin-orders.ts';
import { adminPublishRoutes } from './routes/admin-publish.ts';
import { adminStaffRoutes } from './routes/admin-staff.ts';
import { adminRequirementRoutes, adminSupplierRoutes } from './routes/admin-trade.ts';
import { afterSalesRoutes } from './routes/after-sales.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { cartRoutes } from './routes/cart.ts';
import { categoryRoutes, productRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { captchaRoutes, smsRoutes } from './routes/codes.ts';
import { adminCompanyRoutes, companyRoutes } from './routes/companies.ts';
import { contentRoutes } from './routes/content.ts';
import { devRoutes } from './routes/dev.ts';
import { documentFiles } from './routes/documents.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { adminFreightRoutes, freightRoutes } from './routes/freight.ts';
import { healthRoutes } from './routes/health.ts';
import { adminInvoiceRoutes, invoiceRoutes } from './routes/invoices.ts';
import { messageRoutes } from './routes/messages.ts';
import { adminNegotiationRoutes, negotiationRoutes } from './routes/negotiations.ts';
import { orderRoutes } from './routes/orders.ts';
import { payLinkRoutes, paymentNotifyRoutes, paymentRoutes } from './routes/payments.ts';
import { adminQuotationRoutes, paperworkFiles, quotationRoutes } from './routes/quotations.ts';
import { adminSampleRoutes, sampleRoutes } from './routes/samples.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay.ts';
import { testHookRoutes } from './routes/test-hooks.ts';
import { requirementRoutes, supplierRoutes } from './routes/trade.ts';
import { uploadFiles, uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/user.ts';
import { MAX_IMAGE_BYTES } from './services/uploads.ts';

const MAX_JSON_BODY_BYTES = 64 * 1024;
/** An image upload: the image limit plus room for the multipart envelope. */
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** The calls that take a multipart file instead of a small JSON body, with their body limits. */
export const multipartCalls: Readonly<Record<string, number>> = {
  '/api/portal/upload': MAX_UPLOAD_BODY_BYTES,
  '/api/admin/catalog/import/preview': IMPORT_MAX_BYTES + 64 * 1024,
  '/api/admin/catalog/document/upload': MAX_DOCUMENT_BYTES + 64 * 1024,
  '/api/admin/catalog/document/replace': MAX_DOCUMENT_BYTES + 64 * 1024,
};
/** The largest body any call accepts. */
export const MAX_BODY_BYTES = Math.max(...Object.values(multipartCalls));

/** Error codes of PostgreSQL and of the socket that mean "the database is not reachable right now" (57014: statement timeout). */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '57014']);
/**
 * Text PostgreSQL cannot store (22021 character_not_in_repertoire: NUL in text; 22P05 untranslatable_character:
 * \u0000 in jsonb). The contracts refuse these characters first; a field that slips through is still the
 * sender's mistake, not the server's.
 */
const unstorableTextCodes = new Set(['22021', '22P05']);
/**
 * A date or number PostgreSQL cannot hold (22007 invalid_datetime_format, 22008 datetime_field_overflow,
 * 22009 invalid_time_zone_displacement_value, as a year past 9999 reads, 22003 numeric_value_out_of_range).
 * The contracts bound every date and number first; one that slips through is still the sender's mistake.
 */
const outOfRangeCodes = new Set(['22007', '22008', '22009', '22003']);

export function classify(error: unknown): ErrorName | null {
  if (error instanceof ApiError) return error.errorName;
  if (error instanceof HTTPException) {
    if (error.status === 413) return 'payloadTooLarge';
    if (error.status === 400) return 'invalidJson';
    return null;
  }
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: unknown })?.code;
  // A unique key taken, or a row another request has just deleted or started to name (a foreign key): a race lost.
  if (code === '23505' || code === '23503') return 'conflict';
  if (typeof code === 'string' && (unstorableTextCodes.has(code) || outOfRangeCodes.has(code))) return 'validation';
  if (typeof code === 'string' && unavailableCodes.has(code)) return 'serviceBusy';
  if (cause instanceof Error && /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(cause.message)) {
    return 'serviceBusy';
  }
  return null;
}

function onError(error: unknown, c: AppContext) {
  const name = classify(error);
  // A refusal the shop decided on says why through its cause; only a failure of the database itself is logged as one.
  if (error instanceof ApiError) {
    if (error.cause || name === 'serviceBusy') c.var.deps.log.warn({ requestId: c.var.requestId, err: error.cause }, error.errorName);
  } else if (name === 'serviceBusy') {
    c.var.deps.log.warn({ requestId: c.var.requestId, err: error }, 'database unavailable');
  }
  if (name) return fail(c, name, error instanceof ApiError ? error.data : null);
  c.var.deps.log.error({ requestId: c.var.requestId, path: c.req.path, err: error }, 'unexpected error');
  return fail(c, 'requestFailed', { requestId: c.var.requestId });
}

/** The whole HTTP API. Mounted under /api by Astro; tests call `app.request()` on it directly. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestId(), provideDeps({ ...deps, limiter: meteredLimiter(deps.limiter) }), observeApiRequest, detectLocale);
  app.onError(onError);
  app.notFound((c) => fail(c, 'notFound'));

  app.route('/', healthRoutes);
  app.route(
    '/',
    apiDocsRoutes(() => app.routes),
  );

  const limitBody = (maxSize: number, tooLarge: ErrorName = 'payloadTooLarge') => bodyLimit({ maxSize, onError: (c) => fail(c as AppContext, tooLarge) });
  const jsonLimit = limitBody(MAX_JSON_BODY_BYTES);
  // A document beyond its limit is refused with the documents' own message, which the editor shows beside the file.
  const tooLargeFor = (path: string): ErrorName => (path.startsWith('/api/admin/catalog/document/') ? 'documentTooLarge' : 'payloadTooLarge');
  const multipartLimits = new Map(Object.entries(multipartCalls).map(([path, maxSize]) => [path, limitBody(maxSize, tooLargeFor(path))]));
  const limitFor = (path: string) => multipartLimits.get(path) ?? jsonLimit;
  const limitBodySize = createMiddleware<AppEnv>((c, next) => limitFor(c.req.path)(c, next));
  const jsonApi = [limitBodySize, requireJsonBody, readSession, holdUntilPasswordChanged] as const;

  const portal = new Hono<AppEnv>();
  portal.use(...jsonApi);
  portal.route('/content', contentRoutes);
  portal.route('/user', userRoutes);
  portal.route('/product', productRoutes);
  portal.route('/category', categoryRoutes);
  portal.route('/favourite', favouriteRoutes);
  portal.route('/cart', cartRoutes);
  portal.route('/address', addressRoutes);
  portal.route('/region', regionRoutes);
  portal.route('/checkout', checkoutRoutes);
  portal.route('/freight', freightRoutes);
  portal.route('/order', orderRoutes);
  portal.route('/payment', paymentRoutes);
  portal.route('/payFor', payLinkRoutes);
  portal.route('/message', messageRoutes);
  portal.route('/invoice', invoiceRoutes);
  portal.route('/negotiation', negotiationRoutes);
  portal.route('/afterSales', afterSalesRoutes);
  portal.route('/captcha', captchaRoutes);
  portal.route('/sms', smsRoutes);
  portal.route('/upload', uploadRoutes);
  portal.route('/supplier', supplierRoutes);
  portal.route('/requirement', requirementRoutes);
  portal.route('/sample', sampleRoutes);
  portal.route('/quotation', quotationRoutes);
  portal.route('/company', companyRoutes);
  app.route('/portal', portal);
  app.route('/uploads', uploadFiles);
  app.route('/paperwork', paperworkFiles);
  app.route('/documents', documentFiles);

  // Providers post forms (Alipay) or signed JSON (WeChat Pay) with no session.
  const notify = new Hono<AppEnv>();
  notify.use(jsonLimit);
  notify.route('/', paymentNotifyRoutes);
  app.route('/payment/notify', notify);

  // Completing a sandbox trade marks an order paid without a session: it is never served in production.
  if (deps.sandboxCashier) {
    const sandbox = new Hono<AppEnv>();
    sandbox.use(...jsonApi);
    sandbox.route(
      '/',
      sandboxPayRoutes((request) => Promise.resolve(app.fetch(request))),
    );
    app.route('/sandbox', sandbox);
  }

  const adminApi = new Hono<AppEnv>();
  adminApi.use(...jsonApi, requireStaff, auditAdminChanges);
  adminApi.route('/dashboard', adminDashboardRoutes);
  adminApi.route('/content', adminContentRoutes);
  adminApi.route('/catalog', adminCatalogRoutes);
  adminApi.route('/publish', adminPublishRoutes);
  adminApi.route('/order', adminOrderRoutes);
  adminApi.route('/customer', adminCustomerRoutes);
  adminApi.route('/company', adminCompanyRoutes);
  adminApi.route('/freight', adminFreightRoutes);
  adminApi.route('/audit', adminAuditRoutes);
  adminApi.route('/message', adminMessageRoutes);
  adminApi.route('/invoice', adminInvoiceRoutes);
  adminApi.route('/requirement', adminRequirementRoutes);
  adminApi.route('/supplier', adminSupplierRoutes);
  adminApi.route('/sample', adminSampleRoutes);
  adminApi.route('/quotation', adminQuotationRoutes);
  adminApi.route('/negotiation', adminNegotiationRoutes);
  adminApi.route('/afterSales', adminAfterSalesRoutes);
  adminApi.route('/bankTransfer', adminBankTransferRoutes);
  adminApi.route('/staff', adminStaffRoutes);
  app.route('/admin', adminApi);

  if (deps.devOutbox) app.route('/dev', devRoutes);

  if (deps.testHooks) {
    const testApi = new Hono<AppEnv>();
    testApi.use(...jsonApi);
    testApi.route('/', testHookRoutes);
    app.route('/test', testApi);
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
