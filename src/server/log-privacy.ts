import { maskAddress } from './services/mail/mask-address.ts';
import { maskPhone } from './services/sms/mask-phone.ts';

/*
 * What the shop's logs never carry: the values a query was given (names, phones, addresses, bank
 * accounts), and the fields that name or reach a customer. An error keeps its kind, code and
 * statement, which is what finding the fault needs.
 */

/** Properties of an error (node, pg, PGlite, ApiError) that describe the fault, never the data. */
const describingProperties = ['code', 'errno', 'syscall', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'status', 'errorName'];

/** A quoted name in a PostgreSQL message is kept after these words; any other quoted text is a value. */
const namedThing =
  /(?:constraint|column|relation|table|type|function|schema|index|encoding|sequence|database|role|operator|domain|view|trigger|extension|savepoint|cursor|parameter) $/;

/** A database message without the values it quotes: `invalid input syntax for type integer: "…"`. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, (quoted, offset: number) => (namedThing.test(message.slice(0, offset)) ? quoted : '"…"'));
}

/**
 * A message without the values in it: Drizzle's "Failed query: <statement>\nparams: <every value>"
 * without its parameters (the statement's quoted names stay), any other without what it quotes as a value.
 */
const withoutValues = (message: string) => (message.startsWith('Failed query: ') ? message.replace(/\nparams:[\s\S]*$/, '') : withoutQuotedValues(message));

/** The error as logged: kind, message and stack without values, code and statement; causes alike. */
export function safeError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' ? withoutValues(error) : error;
  const source = error as Record<string, unknown>;
  const type = (error as Error).constructor?.name ?? 'Error';
  const message = withoutValues(String(source['message'] ?? ''));
  const logged: Record<string, unknown> = { type, message };
  if (typeof source['query'] === 'string') logged['statement'] = source['query'];
  for (const key of describingProperties) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (typeof source['stack'] === 'string') {
    const frames = source['stack'].split('\n').filter((line) => /^\s+at /.test(line));
    logged['stack'] = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (source['cause'] !== undefined && depth < 5) {
    const cause = safeError(source['cause'], depth + 1);
    logged['cause'] = cause;
    // Drizzle wraps the driver's error: its code is the one to read.
    logged['code'] ??= (cause as { code?: unknown } | null)?.code;
  }
  if (Array.isArray(source['errors']) && depth < 5) logged['errors'] = source['errors'].map((inner) => safeError(inner, depth + 1));
  return logged;
}

const phoneFields = ['phone', 'mobile', 'contactPhone', 'customerPhone', 'driverPhone', 'actorPhone', 'operatorPhone', 'landline'];
const emailFields = ['email', 'address'];
const secretFields = [
  'password',
  'oldPassword',
  'newPassword',
  'smsCode',
  'captcha',
  'token',
  'accessToken',
  'accesstoken',
  'authorization',
  'cookie',
  'name',
  'nickname',
  'consignee',
  'contactName',
  'driverName',
  'companyName',
  'detail',
  'unitAddress',
  'bankAccount',
  'bankName',
  'taxNo',
  'account',
  'wechat',
];
/** A one-time code inside what a caller sent; an error's own `code` and the outbox's are not personal. */
const codePaths = ['body.code', 'input.code', 'req.body.code', 'request.body.code'];

const anyDepth = (field: string) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`];

/**
 * Personal fields, at the top and nested (a request body, a row): phones and e-mail addresses
 * masked (the outbox's already masked ones stay as they were), the rest replaced.
 */
export const personalDataRedaction = {
  paths: [...[...phoneFields, ...emailFields, ...secretFields].flatMap(anyDepth), ...codePaths],
  censor: (value: unknown, path: string[]) => {
    const field = path[path.length - 1]!;
    if (typeof value === 'string' && phoneFields.includes(field)) return maskPhone(value);
    if (typeof value === 'string' && emailFields.includes(field) && value.includes('@')) return maskAddress(value);
    return '[Redacted]';
  },
};
