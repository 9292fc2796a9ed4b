import { PUBLIC_API_BASE_URL } from 'astro:env/client';
import type { z } from 'zod';
import { showToast } from '../components/ui/toast.store.ts';
import { $token, clearAuth } from '../features/account/auth.store.ts';
import { PASSWORD_CHANGE_REQUIRED_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from '../schemas/codes.ts';
import { localePath, type MessageKey, translate } from './i18n.ts';
import { currentLocale } from './locale.store.ts';

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

const REQUEST_TIMEOUT_MS = 15_000;

type ClientOptions = { baseUrl?: string; timeout?: number; fetch?: typeof fetch };
type Client = { baseUrl: string; timeout: number; fetch: typeof fetch };

// A plain `fetch` with a timeout rather than a client library: these few lines are all the islands
// need, and every kilobyte counts on the catalogue pages.
function createClient(options: ClientOptions = {}): Client {
  return {
    baseUrl: options.baseUrl ?? (PUBLIC_API_BASE_URL || (typeof location === 'undefined' ? 'http://localhost' : location.origin)),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
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

type Outgoing = { method: 'GET' | 'POST'; path: string; json?: unknown; form?: FormData; query?: Record<string, string | number | boolean> };

/** One request with the stored token and the page's language; answers the parsed JSON or fails with its kind. */
async function send({ method, path, json, form, query }: Outgoing): Promise<unknown> {
  const url = new URL(path, client.baseUrl);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers({ 'Accept-Language': currentLocale() });
  const token = $token.get();
  if (token) headers.set('accessToken', token);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, client.timeout);
  let response: Response;
  try {
    const body = json !== undefined ? JSON.stringify(json) : (form ?? null);
    response = await client.fetch(new Request(url, { method, headers, body, signal: controller.signal }));
  } catch (error) {
    if (timedOut) failWith('timeout', 'api.timeout');
    if (error instanceof DOMException && error.name === 'AbortError') failWith('cancelled', 'api.cancelled');
    if (error instanceof TypeError) failWith('network', 'api.network');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!isJson) failWith(response.ok ? 'badResponse' : 'httpStatus', response.ok ? 'api.badResponse' : 'api.httpStatus', { status: response.status });
  try {
    return await response.json();
  } catch {
    return failWith('badResponse', 'api.badResponse');
  }
}

const onPasswordPage = () => typeof window === 'undefined' || /^(\/en)?\/password\/?$/.test(window.location.pathname);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `000000` gives the checked data; `000004` clears the session and goes to /login; `100030` (the password
 * must be changed first) goes to the password form; any other code toasts and rejects.
 */
function unwrap<T extends z.ZodType>(raw: unknown, schema: T | undefined): z.output<T> {
  // The envelope `{ code, message, data }` is checked by hand: zod stays out of pages that only read.
  if (!isRecord(raw) || typeof raw.code !== 'string' || typeof raw.message !== 'string') return failWith('badResponse', 'api.badResponse');
  const { code, message, data } = raw;
  if (code === SESSION_INVALID_CODE) {
    clearAuth();
    goToLogin();
    throw new ApiCallError('sessionInvalid', message, code, data);
  }
  if (code === PASSWORD_CHANGE_REQUIRED_CODE && !onPasswordPage()) {
    window.location.assign(localePath(currentLocale(), '/password'));
    throw new ApiCallError('api', message, code, data);
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

function checked<T extends z.ZodType>(data: unknown, schema: T | undefined): z.output<T> {
  if (!schema) return data as z.output<T>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) return failWith('badResponse', 'api.badResponse');
  return parsed.data;
}

const apiPath = (area: 'portal' | 'admin' | 'sandbox', path: string) => `api/${area}/${path.replace(/^\//, '')}`;

/** POST a JSON body to `/api/portal/<path>`; answers the envelope's data, checked against the shared schema. */
export async function post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>>;
/**
 * The same without a check at run time: the data typed by its shared contract (`post<ProductListOutput>(…)`)
 * and the server trusted for it. For islands that only read, so that their pages load no zod (less
 * JavaScript); the API tests check these answers against the shared schemas.
 */
export async function post<Data>(path: string, body: unknown): Promise<Data>;
export async function post(path: string, body: unknown, schema?: z.ZodType): Promise<unknown> {
  return unwrap(await send({ method: 'POST', path: apiPath('portal', path), json: body ?? {} }), schema);
}

/** The editors' calls under `/api/admin/`: POST with a JSON body, or GET for a status. */
export async function adminPost<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>> {
  return unwrap(await send({ method: 'POST', path: apiPath('admin', path), json: body ?? {} }), schema);
}

/** The sandbox payment provider's calls under `/api/sandbox/` (its cashier page). */
export async function sandboxPost<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.output<T>> {
  return unwrap(await send({ method: 'POST', path: apiPath('sandbox', path), json: body ?? {} }), schema);
}

export async function adminGet<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  return unwrap(await send({ method: 'GET', path: apiPath('admin', path) }), schema);
}

/** Uploads one file as multipart field `file` to `/api/portal/<path>`, with the stored token. */
export async function upload<T extends z.ZodType>(path: string, file: Blob, schema: T, fileName = 'upload'): Promise<z.output<T>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return unwrap(await send({ method: 'POST', path: apiPath('portal', path), form }), schema);
}

/** GET with query parameters; the answer is `{ success, data }`. */
export async function get<T extends z.ZodType>(path: string, query: Record<string, string | number | boolean>, schema: T): Promise<z.output<T>> {
  const answer = await send({ method: 'GET', path: path.replace(/^\//, ''), query });
  if (!isRecord(answer) || typeof answer.success !== 'boolean' || !(answer.message === undefined || typeof answer.message === 'string')) {
    return failWith('badResponse', 'api.badResponse');
  }
  if (!answer.success) refuse(answer.message);
  return checked(answer.data, schema);
}
