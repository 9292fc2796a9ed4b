import ky, { isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { PUBLIC_API_BASE_URL } from 'astro:env/client';
import { z } from 'zod';
import { SESSION_INVALID_CODE, SUCCESS_CODE } from '../schemas/errors.ts';
import { $token, clearAuth } from '../features/account/auth.store.ts';
import { showToast } from '../components/ui/toast.store.ts';
import { currentLocale } from './locale.store.ts';
import { localePath, translate, type MessageKey } from './i18n.ts';

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

const envelopeSchema = z.object({ code: z.string(), message: z.string(), data: z.unknown() });
const getAnswerSchema = z.object({ success: z.boolean(), message: z.string().optional(), data: z.unknown() });

const REQUEST_TIMEOUT_MS = 15_000;

type ClientOptions = { baseUrl?: string; timeout?: number; fetch?: typeof fetch };

function createClient(options: ClientOptions = {}): KyInstance {
  return ky.create({
    baseUrl: options.baseUrl ?? (PUBLIC_API_BASE_URL || (typeof location === 'undefined' ? 'http://localhost' : location.origin)),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = $token.get();
          if (token) request.headers.set('accessToken', token);
          request.headers.set('Accept-Language', currentLocale());
        },
      ],
    },
  });
}

let client = createClient();

/** Points the client elsewhere: another server, a shorter timeout, or (in tests) an in-process app's fetch. */
export function configureApiClient(options: ClientOptions): void {
  client = createClient(options);
}

function failWith(kind: ApiFailureKind, key: MessageKey, values: Record<string, string | number> = {}): never {
  const message = translate(currentLocale(), key, values);
  if (kind !== 'cancelled') showToast(message, { type: 'error' });
  throw new ApiCallError(kind, message);
}

/** To /login, coming back here afterwards. */
export function goToLogin(): void {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${localePath(currentLocale(), '/login')}?redirect=${encodeURIComponent(here)}`);
}

async function send(request: () => Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    if (isTimeoutError(error)) failWith('timeout', 'api.timeout');
    if (error instanceof DOMException && error.name === 'AbortError') failWith('cancelled', 'api.cancelled');
    if (isNetworkError(error) || error instanceof TypeError) failWith('network', 'api.network');
    throw error;
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!isJson) failWith(response.ok ? 'badResponse' : 'httpStatus', response.ok ? 'api.badResponse' : 'api.httpStatus', { status: response.status });
  try {
    return await response.json();
  } catch {
    return failWith('badResponse', 'api.badResponse');
  }
}

/** `000000` gives the checked data; `000004` clears the session and goes to /login; any other code toasts and rejects. */
function unwrap<T extends z.ZodType>(raw: unknown, schema: T): z.output<T> {
  const answer = envelopeSchema.safeParse(raw);
  if (!answer.success) return failWith('badResponse', 'api.badResponse');
  const { code, message, data } = answer.data;
  if (code === SESSION_INVALID_CODE) {
    clearAuth();
    goToLogin();
    throw new ApiCallError('sessionInvalid', message, code, data);
  }
  if (code !== SUCCESS_CODE) refuse(message, code, data);
  return checked(data, schema);
}

/** The server said no: its message (or the default one) as an error toast, and a rejected call. */
function refuse(message: string | undefined, code: string | null = null, data: unknown = null): never {
  const shown = message || translate(currentLocale(), 'api.requestFailed');
  showToast(shown, { type: 'error' });
  throw new ApiCallError('api', shown, code, data);
}

function checked<T extends z.ZodType>(data: unknown, schema: T): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return failWith('badResponse', 'api.badResponse');
  return parsed.data;
}

const apiPath = (area: 'portal' | 'admin' | 'sandbox', path: string) => `api/${area}/${path.replace(/^\//, '')}`;

/** POST a JSON body to `/api/portal/<path>`; answers the envelope's data, checked against the shared schema. */
export async function post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>> {
  return unwrap(await send(() => client.post(apiPath('portal', path), { json: body ?? {} })), schema);
}

/** The editors' calls under `/api/admin/`: POST with a JSON body, or GET for a status. */
export async function adminPost<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>> {
  return unwrap(await send(() => client.post(apiPath('admin', path), { json: body ?? {} })), schema);
}

/** The sandbox payment provider's calls under `/api/sandbox/` (its cashier page). */
export async function sandboxPost<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>> {
  return unwrap(await send(() => client.post(apiPath('sandbox', path), { json: body ?? {} })), schema);
}

export async function adminGet<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  return unwrap(await send(() => client.get(apiPath('admin', path))), schema);
}

/** Uploads one file as multipart field `file` to `/api/portal/<path>`, with the stored token. */
export async function upload<T extends z.ZodType>(path: string, file: Blob, schema: T, fileName = 'upload'): Promise<z.output<T>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return unwrap(await send(() => client.post(apiPath('portal', path), { body: form })), schema);
}

/** GET with query parameters; the answer is `{ success, data }`. */
export async function get<T extends z.ZodType>(
  path: string,
  query: Record<string, string | number | boolean>,
  schema: T,
): Promise<z.output<T>> {
  const answer = getAnswerSchema.safeParse(await send(() => client.get(path.replace(/^\//, ''), { searchParams: query })));
  if (!answer.success) return failWith('badResponse', 'api.badResponse');
  if (!answer.data.success) refuse(answer.data.message);
  return checked(answer.data.data, schema);
}
