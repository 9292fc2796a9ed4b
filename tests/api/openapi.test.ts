import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAddInput } from '../../src/schemas/cart.ts';
import { errors } from '../../src/schemas/errors.ts';
import { answerContractOf, bodyContractOf, takesNoFields } from '../../src/server/http/contracts.ts';
import { covers, isUndocumented, openApiPath, operationsOf } from '../../src/server/openapi/document.ts';
import { plainRoutes, undocumentedRoutes } from '../../src/server/openapi/plain-routes.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: { data?: unknown } } }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

let ctx: TestContext;
let document: Document;
/** The app's calls from Hono's route table (middleware, method ALL, left aside). */
let calls: { method: string; path: string }[];

beforeAll(async () => {
  // The test context mounts the test hooks too, so the route table holds every route there can be.
  ctx = await createTestContext();
  const answer = await ctx.app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await answer.json()) as Document;
  const seen = new Set<string>();
  calls = ctx.app.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`))
    .map(({ method, path }) => ({ method, path }));
});
afterAll(() => ctx.close());

const operationOf = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

describe('GET /api/openapi.json', () => {
  it('describes every route of the app, except those left out on purpose with a reason', () => {
    expect(calls.length).toBeGreaterThan(150);
    const left = calls.filter(({ path }) => undocumentedRoutes.some((route) => covers(route.path, path)));
    const missing = calls.filter((call) => !left.includes(call) && !operationOf(call.method, call.path)).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(left.map(({ path }) => path)).toContain('/api/test/captcha');
    for (const route of undocumentedRoutes) {
      expect(route.reason.length, route.path).toBeGreaterThan(20);
      expect(
        left.some(({ path }) => covers(route.path, path)),
        `${route.path} leaves out no route`,
      ).toBe(true);
    }
  });

  it('describes no call the app does not have, and names no route in its tables that the app does not have', () => {
    const known = new Set(calls.map(({ method, path }) => `${method.toLowerCase()} ${openApiPath(path)}`));
    expect(
      operations()
        .map(({ method, path }) => `${method} ${path}`)
        .filter((call) => !known.has(call)),
    ).toEqual([]);
    const routeKeys = new Set(calls.map(({ method, path }) => `${method} ${path}`));
    expect(Object.keys(plainRoutes).filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('gives every call a unique id, a success answer and the refusals, and every request body a schema', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(operation.responses['200'], `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('default');
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) expect(media.schema, `${method} ${path} ${type}`).toBeDefined();
    }
  });

  it('reads each body from the contract its route validates with, and answers in the envelope with the answer contract', () => {
    const add = operationOf('POST', '/api/portal/cart/add')!;
    const body = add.requestBody!.content['application/json']!.schema as { required: string[]; properties: Record<string, { maximum?: number }> };
    expect(body.required.sort()).toEqual(Object.keys(cartAddInput.shape).sort());
    expect(body.properties.quantity!.maximum).toBe(cartAddInput.shape.quantity.maxValue);
    expect(add.requestBody!.required).toBe(true);
    // A call that takes nothing may be sent without a body.
    expect(operationOf('POST', '/api/portal/cart/list')!.requestBody!.required).toBe(false);
    const envelope = add.responses['200']!.content!['application/json']!.schema as {
      required: string[];
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(envelope.required).toEqual(['code', 'message', 'data']);
    expect(Object.keys(envelope.properties.data.properties).sort()).toEqual(['capped', 'lineCount', 'quantity']);
  });

  it('names, where each call is registered, the contract of what it answers in the envelope', () => {
    // Every documented call answers in the envelope, but for those whose success is described by hand (a file, a provider's reply).
    const inEnvelope = operationsOf(ctx.app.routes).filter(
      ({ method, path }) => !isUndocumented(path) && plainRoutes[`${method} ${path}`]?.responses?.['200'] === undefined,
    );
    expect(inEnvelope.length).toBeGreaterThan(150);
    const unnamed = inEnvelope.filter(({ handlers }) => !handlers.some((handler) => answerContractOf(handler))).map(({ method, path }) => `${method} ${path}`);
    expect(unnamed).toEqual([]);
    const open = operations().filter(
      ({ operation }) =>
        (operation.responses['200']?.content?.['application/json']?.schema?.properties?.data as { description?: string } | undefined)?.description ===
        'Not described by a contract.',
    );
    expect(open.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('shows examples of every body that has fields, each one its contract accepts', () => {
    const bodies = operationsOf(ctx.app.routes).flatMap(({ method, path, handlers }) => {
      const contract = handlers.map(bodyContractOf).find((found) => found !== undefined);
      return contract && !isUndocumented(path) ? [{ call: `${method} ${path}`, contract, operation: operationOf(method, path)! }] : [];
    });
    expect(bodies.length).toBeGreaterThan(150);
    const withFields = bodies.filter(({ contract }) => !takesNoFields(contract));
    const examplesOf = ({ operation }: (typeof bodies)[number]) =>
      (operation.requestBody!.content['application/json']!.schema as { examples?: unknown[] }).examples ?? [];
    expect(withFields.filter((body) => examplesOf(body).length === 0).map(({ call }) => call)).toEqual([]);
    const refused = withFields.flatMap((body) =>
      examplesOf(body)
        .filter((example) => !body.contract.safeParse(example).success)
        .map((example) => `${body.call} ${JSON.stringify(example)}`),
    );
    expect(refused).toEqual([]);
  });

  it('marks the calls that need a login or an admin, and lists every error code of the catalogue', () => {
    expect(document.components.securitySchemes!.accessToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'accessToken' });
    expect(operationOf('POST', '/api/portal/cart/add')!.security).toEqual([{ accessToken: [] }]);
    expect(operationOf('POST', '/api/portal/product/getList')!.security).toBeUndefined();
    expect(operationOf('POST', '/api/portal/cart/preview')!.security).toBeUndefined();
    const admin = operations().filter(({ path }) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(50);
    for (const { path, operation } of admin) {
      expect(operation.security, path).toEqual([{ accessToken: [] }]);
      expect(operation.responses['403'], path).toBeDefined();
    }
    const codes = (document.components.schemas!.ErrorCode as { oneOf: { const: string }[] }).oneOf.map((entry) => entry.const);
    expect(codes.sort()).toEqual(
      Object.values(errors)
        .map((entry) => entry.code)
        .filter((code) => code !== errors.success.code)
        .sort(),
    );
  });
});

describe('GET /api/docs', () => {
  it('answers a page that loads Scalar and its settings from the shop alone, under a strict policy of its own', async () => {
    const answer = await ctx.app.request('/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
    expect(scripts).toEqual(['<script src="/api/docs/scalar.js">', '<script src="/api/docs/start.js">']);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).toMatch(/connect-src 'self';/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/https?:|unsafe-eval|\*/);
    for (const src of ['/api/docs/scalar.js', '/api/docs/start.js']) {
      const script = await ctx.app.request(src);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/^text\/javascript/);
    }
    // Compressed once and kept: each encoding a browser asks for is the same script.
    const plain = Buffer.from(await (await ctx.app.request('/api/docs/scalar.js')).arrayBuffer());
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await ctx.app.request('/api/docs/scalar.js', { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      const bytes = Buffer.from(await compressed.arrayBuffer());
      expect(bytes.length).toBeLessThan(plain.length / 2);
      expect(decode(bytes).equals(plain)).toBe(true);
    }
    const start = await (await ctx.app.request('/api/docs/start.js')).text();
    expect(start).toContain('"url":"/api/openapi.json"');
    expect(start).toContain('"withDefaultFonts":false');
  });
});
