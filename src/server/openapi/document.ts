import { z } from 'zod';
import { type ErrorName, errors, SUCCESS_CODE } from '../../schemas/errors.ts';
import { examplesOf } from '../../schemas/examples.ts';
import { permissionForCall } from '../../schemas/staff-calls.ts';
import { answerContractOf, bodyContractOf } from '../http/contracts.ts';
import { requireStaff, requireUser } from '../http/middleware.ts';
import { type OperationFields, plainRoutes, undocumentedRoutes } from './plain-routes.ts';

/** One entry of Hono's route table (`app.routes`): a handler or middleware, in registration order. */
export type RouteEntry = { method: string; path: string; handler: unknown };

type JsonObject = Record<string, unknown>;

/** Whether a route pattern covers a path: `/api/admin/*` covers `/api/admin` and everything below it. */
export const covers = (pattern: string, path: string) =>
  pattern.endsWith('/*') ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : pattern === path;

export const isUndocumented = (path: string) => undocumentedRoutes.some((route) => covers(route.path, path));

export type Operation = { method: string; path: string; handlers: unknown[] };

/**
 * The app's calls (every method and path but the middleware), each with the handlers that run for it in
 * order: the middleware registered before it on a covering path, then its own.
 */
export function operationsOf(routes: readonly RouteEntry[]): Operation[] {
  const lastIndex = new Map<string, number>();
  routes.forEach((route, index) => {
    if (route.method !== 'ALL') lastIndex.set(`${route.method} ${route.path}`, index);
  });
  return [...lastIndex].map(([key, last]) => {
    const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    const handlers = routes
      .slice(0, last + 1)
      .filter((route) => (route.method === 'ALL' && covers(route.path, path)) || (route.method === method && route.path === path))
      .map((route) => route.handler);
    return { method, path, handlers };
  });
}

/** `/api/uploads/:month/:name` as OpenAPI writes it: `/api/uploads/{month}/{name}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The group a call is listed under: the area of the portal or of the admin API it belongs to. */
function tagOf(path: string): string {
  const [area, group] = path.split('/').slice(2);
  if (area === 'portal' && group) return sentence(words(group));
  if (area === 'admin' && group) return `Admin: ${words(group)}`;
  if (area === 'payment') return 'Payment notifications';
  return 'Service';
}

function summaryOf(path: string): string {
  const segments = path
    .split('/')
    .slice(2)
    .filter((segment) => !segment.startsWith(':'));
  const rest = segments.slice(segments[0] === 'portal' || segments[0] === 'admin' ? 2 : 1);
  return sentence(words(rest.join(' ')) || words(segments.at(-1) ?? ''));
}

const operationIdOf = (method: string, path: string) => {
  const id = path
    .split('/')
    .slice(2)
    .map((segment) => segment.replace(/^:(\w+).*/, 'by $1'))
    .join(' ')
    .replace(/[^A-Za-z0-9]+(.)/g, (_, next: string) => next.toUpperCase());
  return method === 'POST' ? id : `${method.toLowerCase()}${sentence(id)}`;
};

/**
 * A contract as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). What travels is the contract's input,
 * for answers too: a client parses the JSON it receives with the contract. A recursive contract (a
 * category tree) refers to its own definitions; those move to the components under names of their own.
 */
function jsonSchemaOf(contract: z.core.$ZodType, definitionsName: string, componentSchemas: JsonObject): JsonObject {
  const { $schema: _dialect, $defs, ...schema } = z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  if (!$defs) return schema;
  const relocate = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${definitionsName}`)) as JsonObject;
  for (const [name, definition] of Object.entries($defs as JsonObject)) componentSchemas[`${definitionsName}${name}`] = relocate(definition);
  return relocate(schema);
}

/** A request body's schema with the examples its contract gives. */
function withExamplesOf(contract: z.core.$ZodType, schema: JsonObject): JsonObject {
  const examples = examplesOf(contract);
  return examples.length > 0 ? { ...schema, examples } : schema;
}

const errorEntries = Object.entries(errors).filter(([name]) => name !== 'success') as [ErrorName, (typeof errors)[ErrorName]][];

/** The error catalogue as a Markdown table: code, HTTP status, name and both messages. */
const errorTable = [
  '| code | HTTP | name | message (en) | message (zh) |',
  '| --- | --- | --- | --- | --- |',
  ...errorEntries.map(([name, entry]) => `| ${entry.code} | ${entry.status} | ${name} | ${entry.en} | ${entry.zh} |`),
].join('\n');

const introduction = `The shop's HTTP API, as the storefront's own pages use it.

**Calls.** Almost every call is a \`POST\` with a JSON body (\`content-type: application/json\`), also when it only reads; a call that takes nothing takes \`{}\`. Unknown fields are refused.

**Answers.** Every answer is the envelope \`{"code", "message", "data"}\`: \`code\` is \`${SUCCESS_CODE}\` on success, otherwise a code of the catalogue below, and the HTTP status matches it. \`message\` is in the language of the \`Accept-Language\` header (\`zh\`, the default, or \`en\`). A refused body (\`000002\`) lists its problems in \`data.issues\` as \`[{"path", "message"}]\`; a rate limit (\`000006\`) may give \`data.retryAfterSeconds\`.

**Authentication.** Log in with \`POST /api/portal/user/login\`; its \`data.token\` goes in the \`accessToken\` header of later calls. Calls under \`/api/admin\` need the token of a member of the shop's team whose role has the permission the call names; a customer's token, or a role without that permission, is refused with \`000005\`. A missing or expired token is refused with \`000004\`.

**Error codes.**

${errorTable}`;

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { const: SUCCESS_CODE }, message: { type: 'string' }, data },
});

const json = (schema: unknown) => ({ 'application/json': { schema } });

function components(): JsonObject {
  const refusal = (description: string, codes?: string[]) => ({
    description,
    content: json(
      codes ? { allOf: [{ $ref: '#/components/schemas/Refusal' }, { properties: { code: { enum: codes } } }] } : { $ref: '#/components/schemas/Refusal' },
    ),
  });
  return {
    securitySchemes: {
      accessToken: { type: 'apiKey', in: 'header', name: 'accessToken', description: "The `token` answered by a login; an admin account's for `/api/admin`." },
    },
    parameters: {
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: 'The language of `message` and of localized data: `zh` (the default) or `en`.',
        schema: { type: 'string', enum: ['zh', 'en'] },
      },
    },
    schemas: {
      ErrorCode: {
        description: "A refusal's code, from the error catalogue.",
        oneOf: errorEntries.map(([name, entry]) => ({ const: entry.code, title: name, description: `HTTP ${entry.status}: ${entry.en} / ${entry.zh}` })),
      },
      Refusal: {
        type: 'object',
        required: ['code', 'message', 'data'],
        properties: {
          code: { $ref: '#/components/schemas/ErrorCode' },
          message: { type: 'string', description: "The code's message in the request's language." },
          data: { description: 'Details, or null: `issues` for 000002, `retryAfterSeconds` for 000006, `requestId` for 000001.' },
        },
      },
    },
    responses: {
      Refusal: refusal('Refused: a code of the error catalogue, with the matching HTTP status.'),
      SessionInvalid: refusal('No valid `accessToken` (000004).', [errors.sessionInvalid.code]),
      Forbidden: refusal("The token is not a team member's, or their role lacks the call's permission (000005).", [errors.forbidden.code]),
    },
  };
}

function describeOperation(operation: Operation, componentSchemas: JsonObject): JsonObject | null {
  const key = `${operation.method} ${operation.path}`;
  const plain: OperationFields | undefined = plainRoutes[key];
  const contract = operation.handlers.map(bodyContractOf).find((found) => found !== undefined);
  if (!contract && !plain) return null;
  const operationId = operationIdOf(operation.method, operation.path);
  const admin = operation.handlers.includes(requireStaff);
  const user = admin || operation.handlers.includes(requireUser);
  const answer = operation.handlers.map(answerContractOf).find((found) => found !== undefined);
  const data = answer ? jsonSchemaOf(answer, `${operationId}Answer`, componentSchemas) : { description: 'Not described by a contract.' };
  const requestBody = contract
    ? {
        required: !contract.safeParse({}).success,
        content: json(withExamplesOf(contract, jsonSchemaOf(contract, `${operationId}Body`, componentSchemas))),
      }
    : plain?.requestBody;
  const parameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const auth = admin
    ? `Needs the \`accessToken\` of a member of the team whose role has the \`${permissionForCall(operation.path)}\` permission.`
    : user
      ? "Needs a logged-in customer's `accessToken`."
      : '';
  return {
    operationId,
    tags: [tagOf(operation.path)],
    summary: plain?.summary ?? summaryOf(operation.path),
    ...((plain?.description || auth) && { description: [plain?.description, auth].filter(Boolean).join('\n\n') }),
    ...(user && { security: [{ accessToken: [] }] }),
    parameters: [{ $ref: '#/components/parameters/AcceptLanguage' }, ...parameters],
    ...(requestBody !== undefined && { requestBody }),
    responses: {
      '200': { description: 'Success (code 000000).', content: json(envelope(data)) },
      ...(user && { '401': { $ref: '#/components/responses/SessionInvalid' } }),
      ...(admin && { '403': { $ref: '#/components/responses/Forbidden' } }),
      default: { $ref: '#/components/responses/Refusal' },
      ...plain?.responses,
    },
  };
}

/** The OpenAPI 3.1 description of the app's routes: the body contracts its validators enforce, and the answer contracts the routes name. */
export function describeApi(routes: readonly RouteEntry[]): JsonObject {
  const componentSchemas: JsonObject = {};
  const paths: Record<string, JsonObject> = {};
  for (const operation of operationsOf(routes)) {
    if (isUndocumented(operation.path)) continue;
    const described = describeOperation(operation, componentSchemas);
    if (!described) continue;
    (paths[openApiPath(operation.path)] ??= {})[operation.method.toLowerCase()] = described;
  }
  const parts = components();
  return {
    openapi: '3.1.1',
    info: { title: 'Pigment shop API', version: '1', description: introduction },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).map((operation) => (operation as { tags: string[] }).tags[0]!)))].map(
      (name) => ({ name }),
    ),
    paths,
    components: { ...parts, schemas: { ...(parts.schemas as JsonObject), ...componentSchemas } },
  };
}
