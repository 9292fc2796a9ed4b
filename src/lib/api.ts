import { PUBLIC_API_BASE_URL } from 'astro:env/client';
import ky, { type KyInstance, type Options, TimeoutError } from 'ky';
import type { z } from 'zod';
import { PASSWORD_CHANGE_REQUIRED_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from '../schemas/codes.ts';
import { showApiFailure } from './api-failures.ts';
import { currentLocale } from './locale.store.ts';
import { localePath } from './locale-paths.ts';
import { $token } from './session/token.store.ts';

/** Why a call failed: the server said no (`api`), or the answer never arrived or made no sense. */
export type ApiFailureKind = 'api' | 'sessionInvalid' | 'network' | 'timeout' | 'cancelled' | 'httpStatus' | 'badResponse';

export class ApiCallError extends Error {
  readonly kind: ApiFailureKind;
  readonly code: string | null;
  readonly data: unknown;

  constructor(kind: ApiFailureKind, message: string, code: string | null = null, data: unknown = null) {
    super(message);
    this.name = 'ApiCallError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

/** Any zod schema, classic or `zod/mini`: answers are checked through the Standard Schema interface both implement, so no zod code comes with the client. */
type Contract = z.core.$ZodType;
/**
 * A contract, or how to load it: an island page that checks answers loads its contracts (and zod) beside
 * its first call, not before its first paint; the loading overlaps the request.
 */
type ContractOrLoader<T extends Contract> = T | (() => Promise<T>);
type Checked<T extends Contract> = z.output<T>;

/** The contract of a call that answers no data, loaded (with zod's core) beside the call. */
export const noData = () => import('zod/mini').then((z) => z.null());

/** What a call asks of the client besides the request: `quiet` calls (a badge, live prices) fail without a toast or a redirect. */
type CallContext = { quiet?: boolean | undefined; acceptFile?: boolean };

const REQUEST_TIMEOUT_MS = 15_000;
/** Reading or applying a catalogue spreadsheet of thousands of rows may take half a minute or more. */
const SHEET_TIMEOUT_MS = 120_000;

type ClientOptions = { baseUrl?: string; timeout?: number; fetch?: typeof fetch };

/** The translated message of a failure, shown as an error toast unless the call is quiet or was cancelled. */
async function failure(kind: ApiFailureKind, context: CallContext, status = 0, message = '', code: string | null = null, data: unknown = null) {
  // A quiet call's failure is shown to no one. The messages and the toast load with the first failure
  // shown, so that pages that only read (the home page's live prices) stay small.
  if (context.quiet) return new ApiCallError(kind, message || kind, code, data);
  const { translate } = await import('./i18n.ts');
  const shown =
    message ||
    translate(currentLocale(), kind === 'api' ? 'api.requestFailed' : `api.${kind as Exclude<ApiFailureKind, 'api' | 'sessionInvalid'>}`, { status });
  if (kind !== 'cancelled' && kind !== 'sessionInvalid') showApiFailure(shown);
  return new ApiCallError(kind, shown, code, data);
}

/** To /login, coming back here afterwards. */
export function goToLogin(): void {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${localePath(currentLocale(), '/login')}?redirect=${encodeURIComponent(here)}`);
}

const onPasswordPage = () => typeof window === 'undefined' || /^(\/en)?\/password\/?$/.test(window.location.pathname);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The envelope `{ code, message, data }` to its data: `000000` answers the data alone; `000004` clears
 * the session and goes to /login; `100030` (the password must be changed first) goes to the password
 * form; any other code toasts the server's message and rejects with an `ApiCallError`.
 */
async function unwrapEnvelope(response: Response, context: CallContext): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  // A file may come back instead of the envelope; refusals still come as the envelope.
  if (context.acceptFile && response.ok && !isJson) return response;
  if (!isJson) throw await failure(response.ok ? 'badResponse' : 'httpStatus', context, response.status);
  const raw: unknown = await response.json().catch(() => undefined);
  if (!isRecord(raw) || typeof raw.code !== 'string' || typeof raw.message !== 'string') throw await failure('badResponse', context);
  const { code, message, data } = raw;
  if (code === SUCCESS_CODE) return Response.json(data ?? null);
  if (code === SESSION_INVALID_CODE && !context.quiet) {
    (await import('./session/auth.store.ts')).clearAuth();
    goToLogin();
  }
  if (code === PASSWORD_CHANGE_REQUIRED_CODE && !context.quiet && !onPasswordPage()) {
    window.location.assign(localePath(currentLocale(), '/password'));
    throw new ApiCallError('api', message, code, data);
  }
  throw await failure(code === SESSION_INVALID_CODE ? 'sessionInvalid' : 'api', context, response.status, message, code, data);
}

function createClient(options: ClientOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl ?? (PUBLIC_API_BASE_URL || (typeof location === 'undefined' ? 'http://localhost' : location.origin)),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    // A shop call is not safely repeatable (an order, a payment): the visitor retries, not the client.
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept-Language', currentLocale());
          const token = $token.get();
          if (token) request.headers.set('accessToken', token);
        },
      ],
      afterResponse: [(_request, options, response) => unwrapEnvelope(response, options.context as CallContext)],
    },
  });
}

/** The islands' one API client: the stored token and the page's language on every call, the envelope unwrapped. */
let api = createClient();

/** Points the client elsewhere: another server, a shorter timeout, or (in tests) an in-process app's fetch. */
export function configureApiClient(options: ClientOptions): void {
  api = createClient(options);
}

/** A failure before any answer (a timeout, a cancel, no network) as an `ApiCallError` with its own message. */
async function transportFailure(error: unknown, context: CallContext): Promise<unknown> {
  if (error instanceof ApiCallError) return error;
  if (error instanceof TimeoutError) return failure('timeout', context);
  if (error instanceof DOMException && error.name === 'AbortError') return failure('cancelled', context);
  if (error instanceof TypeError) return failure('network', context);
  return error;
}

/** One call's data, checked against the call's shared contract; transport failures become `ApiCallError`s with their own messages. */
async function call(path: string, request: Omit<Options, 'context'>, schema: ContractOrLoader<Contract>, context: CallContext = {}): Promise<unknown> {
  // A contract that fails to load (null) fails the call like a lost answer, once the answer is in.
  const loading = typeof schema === 'function' ? schema().catch(() => null) : schema;
  let data: unknown;
  try {
    data = await api(path, { ...request, context: { ...context } }).json();
  } catch (error) {
    throw await transportFailure(error, context);
  }
  const contract = await loading;
  if (!contract) throw await failure('network', context);
  const result = await contract['~standard'].validate(data);
  if (result.issues) throw await failure('badResponse', context);
  return result.value;
}

const apiPath = (area: 'portal' | 'admin' | 'sandbox', path: string) => `api/${area}/${path.replace(/^\//, '')}`;

/** POST a JSON body to `/api/portal/<path>`; answers the envelope's data, checked against the shared schema. */
export async function post<T extends Contract>(path: string, body: unknown, schema: ContractOrLoader<T>, context?: CallContext): Promise<Checked<T>> {
  return (await call(apiPath('portal', path), { method: 'post', json: body ?? {} }, schema, context)) as Checked<T>;
}

/** An address the API answered (a signed PDF's `/api/paperwork?t=…`) on the API's own origin, for a link or a new tab. */
export const apiAddress = (path: string): string => new URL(path, PUBLIC_API_BASE_URL || location.origin).href;

/** The editors' calls under `/api/admin/`: POST with a JSON body, or GET for a status. */
export async function adminPost<T extends Contract>(path: string, body: unknown, schema: T, options: { slow?: boolean } = {}): Promise<Checked<T>> {
  return (await call(apiPath('admin', path), { method: 'post', json: body ?? {}, ...(options.slow && { timeout: SHEET_TIMEOUT_MS }) }, schema)) as Checked<T>;
}

/** Uploads one file as multipart field `file` (none: the fields alone), with the other fields given, to `/api/admin/<path>`. */
export async function adminUpload<T extends Contract>(path: string, file: File | null, fields: Record<string, string>, schema: T): Promise<Checked<T>> {
  const form = new FormData();
  if (file) form.append('file', file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return (await call(apiPath('admin', path), { method: 'post', body: form, timeout: SHEET_TIMEOUT_MS }, schema)) as Checked<T>;
}

/** POSTs a JSON body and answers the file sent back; a refusal still comes as the envelope and rejects. */
async function downloadFrom(area: 'portal' | 'admin', path: string, body: unknown): Promise<Blob> {
  const context: CallContext = { acceptFile: true };
  try {
    return await api(apiPath(area, path), { method: 'post', json: body ?? {}, timeout: SHEET_TIMEOUT_MS, context }).blob();
  } catch (error) {
    throw await transportFailure(error, context);
  }
}

/** A file from `/api/admin/<path>` (a catalogue spreadsheet). */
export const adminDownload = (path: string, body: unknown) => downloadFrom('admin', path, body);
/** A file from `/api/portal/<path>` (the customer's orders). */
export const download = (path: string, body: unknown) => downloadFrom('portal', path, body);

export async function adminGet<T extends Contract>(path: string, schema: T): Promise<Checked<T>> {
  return (await call(apiPath('admin', path), { method: 'get' }, schema)) as Checked<T>;
}

/** The sandbox payment provider's calls under `/api/sandbox/` (its cashier page). */
export async function sandboxPost<T extends Contract>(path: string, body: unknown, schema: ContractOrLoader<T>): Promise<Checked<T>> {
  return (await call(apiPath('sandbox', path), { method: 'post', json: body ?? {} }, schema)) as Checked<T>;
}

/** Uploads one file as multipart field `file` to `/api/portal/<path>`, with the stored token. */
export async function upload<T extends Contract>(
  path: string,
  file: Blob,
  schema: ContractOrLoader<T>,
  fileName = 'upload',
  fields: Record<string, string> = {},
): Promise<Checked<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  return (await call(apiPath('portal', path), { method: 'post', body: form }, schema)) as Checked<T>;
}

/** A JSON file the site itself serves (a message catalogue, the build id), not an API call: no envelope, no token. */
export function siteFile(path: string, options: { cache?: RequestCache } = {}): Promise<unknown> {
  return ky.get(path, { ...options, retry: 0, timeout: REQUEST_TIMEOUT_MS }).json();
}
