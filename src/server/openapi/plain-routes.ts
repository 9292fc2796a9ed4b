import { BATCH_NO_MAX, DOCUMENT_TITLE_MAX, documentTypes } from '../../schemas/document-values.ts';

/** An OpenAPI operation's fields, as far as this API's description uses them. */
export type OperationFields = {
  summary?: string;
  description?: string;
  requestBody?: unknown;
  /** Answers outside the JSON envelope (files, redirects, a provider's own reply format). */
  responses?: Record<string, unknown>;
};

/**
 * The routes that take no JSON contract (no body, a multipart upload, a provider's callback), described by
 * hand. Every other route is described from the contract its validator enforces.
 */
export const plainRoutes: Record<string, OperationFields> = {
  'GET /api/health': {
    summary: 'Liveness',
    description: 'Answers `{"status":"ok"}` while the process runs, without asking the database: for a supervisor deciding whether to restart it.',
  },
  'GET /api/ready': {
    summary: 'Readiness',
    description:
      'Answers `{"status":"ready","database":"ok","migrations":"current","productDetails":"in memory","build":"<id>","stopping":false}` when this process can serve: the database answers within 2.5 s (checked at most once a second per process), it has at least this code\'s migrations, a published build is loaded and the process is not stopping (`build` and `stopping` are absent where no published build is served, as on the dev server). Otherwise 503 with code 000011 and the same fields saying what is wrong (`database: "unreachable"`, `migrations: "behind"`, `build: "none"`, `stopping: true` while it finishes its requests before exiting): for load balancers. `productDetails` says whether every product\'s details are in this process\'s memory or, while they are being made (after a start or a catalogue change), read one query each; it does not decide readiness.',
  },
  'GET /api/openapi.json': {
    summary: 'This API description',
    description: 'The OpenAPI 3.1 description of every call, generated from the routes and their zod contracts.',
    responses: { '200': { description: 'The OpenAPI document (not in the envelope).', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
  'GET /api/docs': {
    summary: 'API reference page',
    description: 'A readable reference of this description for integrators, rendered by Scalar in the browser, which can also try the calls.',
    responses: { '200': { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } } },
  },
  'POST /api/portal/upload': {
    summary: 'Upload an image',
    description: 'One JPG or PNG image as the multipart field `file` (an admin may also upload an invoice PDF). Counted against a daily quota.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
        },
      },
    },
  },
  'POST /api/admin/catalog/export': {
    summary: 'Export the catalogue',
    description:
      "The catalogue as a spreadsheet, one row per pack with its product's columns repeated: Chinese headers in row 1, the English keys in row 2 (the xlsx also has a sheet explaining every column); the kind and the applications in Chinese words, and in the xlsx the net weight, price and stocks as number cells. `template: true` answers the layout with two example rows.",
    responses: {
      '200': {
        description: 'The file, as an attachment (not in the envelope).',
        content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {}, 'text/csv': {} },
      },
    },
  },
  'POST /api/portal/order/export': {
    summary: "Download the customer's orders",
    description:
      "The caller's order lines placed from `from` to `to` (Beijing days, both included, at most a year), optionally of one status: one row per line with its order's figures, headers and states in the caller's language, money in yuan. At most 10,000 lines (800002); no lines answers 800001. Ten downloads a minute.",
    responses: {
      '200': {
        description: 'The file, as an attachment (not in the envelope).',
        content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {}, 'text/csv': {} },
      },
    },
  },
  'POST /api/admin/order/export': {
    summary: 'Export the filtered orders',
    description:
      "The orders the list's filter keeps (status, order number or mobile, Beijing days, delivery way, payment method) as an xlsx: one row per line with its order's figures, the customer, the consignee, the delivery way and the payment method, in the caller's language. At most 10,000 lines (800002); none answers 800001. Ten downloads a minute per member of the team.",
    responses: {
      '200': {
        description: 'The file, as an attachment (not in the envelope).',
        content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} },
      },
    },
  },
  'POST /api/admin/order/deliveryNote': {
    summary: 'Print delivery notes',
    description:
      'Delivery notes (发货单) for up to 50 orders as one A4 PDF, one order a page: the consignee or collector, the address, each line with its packs and net weight, the totals, and boxes for the signatures. An unknown order number answers 000003.',
    responses: { '200': { description: 'The PDF, as an attachment (not in the envelope).', content: { 'application/pdf': {} } } },
  },
  'POST /api/admin/catalog/import/preview': {
    summary: 'Preview a catalogue import',
    description:
      'A catalogue spreadsheet (.xlsx, or .csv in UTF-8 or GB18030; up to 10 MiB and 20,000 rows) as the multipart field `file`, and `createMissing` = `true` to create the brands and categories it names. Changes nothing: answers a preview id and what applying it would create, update (each changed value old and new) and leave, with every error by row and column.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, createMissing: { type: 'string', enum: ['true', 'false'] } },
            required: ['file'],
          },
        },
      },
    },
  },
  'POST /api/admin/catalog/document/upload': {
    summary: 'Upload a product document',
    description:
      "A product's data sheet or statement: a PDF (known by its first bytes `%PDF-`, up to 10 MiB: 850001, 850002) as the multipart field `file`, with its type, language, title, version date and, for a certificate of analysis, batch number as text fields. At most 40 documents per product (850003); counted against the admin upload quota.",
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/pdf' },
              productId: { type: 'string', description: 'The product id.' },
              type: { type: 'string', enum: [...documentTypes] },
              language: { type: 'string', enum: ['zh', 'en'] },
              title: { type: 'string', maxLength: DOCUMENT_TITLE_MAX },
              versionDate: { type: 'string', format: 'date' },
              batchNo: { type: 'string', maxLength: BATCH_NO_MAX, description: 'Required for a certificate of analysis (coa).' },
            },
            required: ['file', 'productId', 'type', 'language', 'title', 'versionDate'],
          },
        },
      },
    },
  },
  'POST /api/admin/catalog/document/replace': {
    summary: 'Replace a product document',
    description:
      'A new version of a document: a new PDF as `file` (a new address; the old one is then not found) and its fields, or the fields alone to correct them (same address). A generated data sheet is replaced only by a file.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/pdf' },
              id: { type: 'string', description: 'The document id.' },
              type: { type: 'string', enum: [...documentTypes] },
              language: { type: 'string', enum: ['zh', 'en'] },
              title: { type: 'string', maxLength: DOCUMENT_TITLE_MAX },
              versionDate: { type: 'string', format: 'date' },
              batchNo: { type: 'string', maxLength: BATCH_NO_MAX, description: 'Required for a certificate of analysis (coa).' },
            },
            required: ['id', 'type', 'language', 'title', 'versionDate'],
          },
        },
      },
    },
  },
  'GET /api/documents/:id/:file': {
    summary: 'A product document',
    description:
      "The PDF at a document's `url` as `product/getById` answers it (`/api/documents/<id>/<key>.pdf`): an attachment with a readable file name (RFC 5987 `filename*` for Chinese, an ASCII `filename` besides), cached for a year since the address of a new version changes. A stale or unknown address, or one of an unpublished product, is not found. A generated data sheet is made at its first download: twenty a minute per client (000006), one at a time per process (000011).",
    responses: {
      '200': { description: 'The PDF.', content: { 'application/pdf': {} } },
      '404': { $ref: '#/components/responses/Refusal' },
      '429': { $ref: '#/components/responses/Refusal' },
      '503': { $ref: '#/components/responses/Refusal' },
    },
  },
  'GET /api/uploads/:month/:name': {
    summary: 'An uploaded file',
    description: "The stored file named by an upload answer's `url`; cacheable for good, since names are never reused. Invoice PDFs download as attachments.",
    responses: {
      '200': { description: 'The file.', content: { 'image/png': {}, 'image/jpeg': {}, 'application/pdf': {} } },
      '404': { $ref: '#/components/responses/Refusal' },
    },
  },
  'GET /api/paperwork': {
    summary: 'A quotation or proforma invoice PDF',
    description:
      'The PDF a signed address grants (`url` of quotation/create, quotation/link or order/proforma): the token in `t` names one document, its language and its reader, and expires ten minutes after it was made. No session is needed, so it opens in a new tab. A changed or expired token answers 870003; twenty PDFs a minute per reader (000006); more than two renderings at once in a process answer 000011.',
    responses: {
      '200': { description: 'The PDF, as an attachment (not in the envelope).', content: { 'application/pdf': {} } },
      '403': { $ref: '#/components/responses/Refusal' },
      '404': { $ref: '#/components/responses/Refusal' },
      '409': { $ref: '#/components/responses/Refusal' },
      '429': { $ref: '#/components/responses/Refusal' },
      '503': { $ref: '#/components/responses/Refusal' },
    },
  },
  'GET /api/admin/publish/:id': {
    summary: 'A publish job',
    description: 'The state of a publish started by `POST /api/admin/publish`.',
  },
  'POST /api/payment/notify/wechat': {
    summary: 'WeChat Pay notification',
    description:
      "Called by WeChat Pay only: its signed JSON notification, answered in WeChat Pay's own format. Whatever fails verification is refused and changes nothing.",
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
    responses: { '200': { description: "Accepted, in WeChat Pay's reply format." }, default: { description: "Refused, in WeChat Pay's reply format." } },
  },
  'POST /api/payment/notify/alipay': {
    summary: 'Alipay notification',
    description:
      "Called by Alipay only: its signed form post, answered in Alipay's own format (`success` or `fail`). Whatever fails verification is refused and changes nothing.",
    requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } },
    responses: { '200': { description: '`success` or `fail` as plain text.', content: { 'text/plain': { schema: { type: 'string' } } } } },
  },
};

/** Routes deliberately left out of the description, each with its reason; a path ending in `/*` covers everything below it. */
export const undocumentedRoutes: { path: string; reason: string }[] = [
  { path: '/api/test/*', reason: 'Test hooks for the browser suite: mounted only with SHOP_TEST_HOOKS=1, never in production.' },
  {
    path: '/api/docs/scalar.js',
    reason: "The reference page's script (Scalar's bundle, served from the shop as nothing loads from elsewhere): a file, not a call.",
  },
  { path: '/api/docs/start.js', reason: "The reference page's settings for Scalar: a file, not a call." },
  {
    path: '/api/sandbox/*',
    reason:
      "The sandbox payment provider's own cashier pages and calls: they stand in for Alipay and WeChat Pay in development and demos and answer nothing with real payments.",
  },
];
