import { Hono } from 'hono';
import { QUOTATION_LIMITS } from '../../schemas/quotation-values.ts';
import { createdQuotation, createQuotationInput, documentLink, myQuotationListInput, myQuotationPage, quotationLinkInput } from '../../schemas/quotations.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { fileAnswer, ok } from '../http/respond.ts';
import { renderPaper } from '../services/paperwork/document.ts';
import { quotationLink } from '../services/paperwork/grants.ts';
import { verifyDocument } from '../services/paperwork/links.ts';
import { proformaPaper, quotationPaper, readerStillAllowed } from '../services/paperwork/papers.ts';
import { loadPaperwork } from '../services/paperwork/settings.ts';
import { createQuotation } from '../services/quotations/create.ts';
import { listMyQuotations } from '../services/quotations/mine.ts';
import { spendAttempt } from '../services/rate-limit.ts';

const HOUR_MS = 3_600_000;

/** The buyer's quotations, under /api/portal/quotation. */
export const quotationRoutes = new Hono<AppEnv>();
quotationRoutes.use(requireUser);

quotationRoutes.post('/create', jsonBody(createQuotationInput), answers(createdQuotation), async (c) => {
  const { db, limiter, now } = c.var.deps;
  const userId = userOf(c).id;
  await spendAttempt(limiter, `quotation-create:${userId}`, QUOTATION_LIMITS.createdPerHour, HOUR_MS);
  const input = c.req.valid('json');
  const made = await createQuotation(db, userId, input, c.var.locale, now());
  return ok(c, { ...made, pdf: await quotationLink(c.var.deps, { userId, asOperator: false }, made.quotationNo, input.language) });
});

quotationRoutes.post('/list', jsonBody(myQuotationListInput), answers(myQuotationPage), async (c) =>
  ok(c, await listMyQuotations(c.var.deps.db, userOf(c).id, c.req.valid('json').curPage, c.var.locale, c.var.deps.now())),
);

quotationRoutes.post('/link', jsonBody(quotationLinkInput), answers(documentLink), async (c) => {
  const { quotationNo, language } = c.req.valid('json');
  return ok(c, await quotationLink(c.var.deps, { userId: userOf(c).id, asOperator: false }, quotationNo, language));
});

/** The operator's copy of any quotation, under /api/admin/quotation. */
export const adminQuotationRoutes = new Hono<AppEnv>();
adminQuotationRoutes.post('/link', jsonBody(quotationLinkInput), answers(documentLink), async (c) => {
  const { quotationNo, language } = c.req.valid('json');
  return ok(c, await quotationLink(c.var.deps, { userId: userOf(c).id, asOperator: true }, quotationNo, language));
});

/**
 * GET /api/paperwork?t=<signed token>: the PDF a signed address grants, with no session: it opens in a
 * new tab or downloads. The person it was signed for is checked again (still the owner, still an
 * operator), their PDFs are counted per minute, and two render at a time in a process (busy: 503).
 */
export const paperworkFiles = new Hono<AppEnv>();
paperworkFiles.get('/', async (c) => {
  const { db, limiter, now, documentSecret } = c.var.deps;
  const grant = verifyDocument(documentSecret, c.req.query('t'), now());
  const reader = { userId: grant.userId, asOperator: grant.asOperator };
  if (!(await readerStillAllowed(db, reader))) throw new ApiError('documentLinkInvalid');
  await spendAttempt(limiter, `paperwork-pdf:${grant.userId}`, QUOTATION_LIMITS.pdfsPerMinute, 60_000);
  const paper =
    grant.kind === 'quotation' ? await quotationPaper(db, reader, grant.number, grant.language) : await proformaPaper(db, reader, grant.number, grant.language);
  const file = await renderPaper(await loadPaperwork(db), paper);
  const fileName = `${grant.kind === 'quotation' ? grant.number : `proforma-${grant.number}`}.pdf`;
  return fileAnswer(c, { bytes: file, contentType: 'application/pdf', fileName }, 'private, no-store', { 'referrer-policy': 'no-referrer' });
});
