import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { docsPagePolicy, renderDocsPage } from '../openapi/docs-page.ts';
import { describeApi, type RouteEntry } from '../openapi/document.ts';

/**
 * GET /api/openapi.json and GET /api/docs: the API's description, read from the app's route table on first
 * use (every route is registered by then), and its reference page for integrators.
 */
export function apiDocsRoutes(routeTable: () => readonly RouteEntry[]) {
  let document: Record<string, unknown> | undefined;
  let documentJson: string | undefined;
  let page: string | undefined;
  const described = () => (document ??= describeApi(routeTable()));

  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) => c.body((documentJson ??= JSON.stringify(described())), 200, { 'content-type': 'application/json; charset=utf-8' }));
  routes.get('/docs', (c) => c.html((page ??= renderDocsPage(described())), 200, { 'content-security-policy': docsPagePolicy }));
  return routes;
}
