/** Serving a published build over HTTP in one process: its handler, the security headers, gzip, and switching builds. */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { SERVED_BUILD_TIMING } from '../src/lib/deploy-watch.ts';
import { errors } from '../src/schemas/errors.ts';
import type { ServerEnv } from '../src/server/env.ts';
import { closeGracefully } from '../src/server/http/graceful-close.ts';
import { pageFileUrl } from '../src/server/http/page-file-url.ts';
import { createLogger } from '../src/server/logger.ts';
import { metricsAccess } from '../src/server/metrics/access.ts';
import { answerMetrics } from '../src/server/metrics/endpoint.ts';
import { observeRequest } from '../src/server/metrics/observe-request.ts';
import { metrics } from '../src/server/metrics/registry.ts';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { readScriptHashes } from '../src/server/publish/script-hashes.ts';
import { clearServingMark, markServing, touchServingMark } from '../src/server/publish/serving-marks.ts';
import { getRuntime, registerServing } from '../src/server/runtime.ts';
import { parseChatOrigins, securityHeaders } from '../src/server/security-headers.ts';
import { answerApi } from './serve-api.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How often a process looks for a build published by another instance sharing BUILDS_DIR. */
const FOLLOW_INTERVAL_MS = 3_000;

export const hasServerEntry = (dir: string) => existsSync(join(dir, 'server', 'entry.mjs'));

/** Loads a build's request handler (static files and on-demand routes) without starting its own server. */
async function loadBuild(dir: string): Promise<Handler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = await import(pathToFileURL(join(dir, 'server', 'entry.mjs')).href);
  return entry.handler as Handler;
}

export type BuildServer = {
  server: Server;
  activate: (dir: string) => Promise<void>;
  /** Takes no new connections and answers not ready; resolves once the requests under way are answered. */
  close: () => Promise<void>;
};

/** Pages and files are counted together: their addresses are the visitors' and the catalogue's, not a route's. */
const pageRoute = (url: string) => (url.startsWith('/_astro/') || /\.[a-z0-9]+(?:\?|$)/i.test(url) ? 'assets' : 'pages');

/**
 * Listens on HOST:PORT and serves whichever build was activated last. Also follows
 * `<BUILDS_DIR>/current`, so a build published by another instance or process is picked up.
 * `/metrics` answers `collectMetrics` (this process's series, or the whole cluster's) to the callers
 * METRICS_ALLOW and METRICS_TOKEN admit.
 */
export function serveBuilds(env: ServerEnv, collectMetrics: () => Promise<string> = () => metrics().registry.metrics()): BuildServer {
  let serve: Handler | null = null;
  let servedId: string | null = null;
  let clientDir = '';
  let stopping = false;
  // gzip for pages, scripts, styles and API answers (the adapter serves files uncompressed).
  const compress = compression();
  const headersFor = (dir: string | null) =>
    Object.entries(
      securityHeaders({
        chatScriptUrl: process.env.PUBLIC_CHAT_SCRIPT_URL,
        chatOrigins: parseChatOrigins(env.PUBLIC_CHAT_ORIGINS),
        apiBaseUrl: process.env.PUBLIC_API_BASE_URL,
        tencentCaptchaScriptUrl: env.CAPTCHA_PROVIDER === 'tencent' ? env.TENCENT_CAPTCHA_SCRIPT_URL : undefined,
        scriptHashes: dir ? readScriptHashes(dir) : [],
        hsts: env.HSTS,
      }),
    );
  let headers = headersFor(null);
  const activate = async (dir: string) => {
    serve = await loadBuild(dir);
    headers = headersFor(dir);
    servedId = basename(dir);
    clientDir = join(dir, 'client');
    markServing(env.BUILDS_DIR, servedId);
  };
  registerServing(() => ({ build: servedId, stopping }));
  const log = createLogger(env.LOG_LEVEL);
  const access = metricsAccess(env);
  let seenCurrent = currentBuild(env.BUILDS_DIR)?.id ?? null;
  const follow = setInterval(() => {
    touchServingMark(env.BUILDS_DIR);
    const current = currentBuild(env.BUILDS_DIR);
    if (!current || current.id === seenCurrent || !hasServerEntry(current.dir)) return;
    seenCurrent = current.id;
    activate(current.dir).catch((error: unknown) => console.error(`Could not switch to build ${current.id}: ${String(error)}`));
  }, FOLLOW_INTERVAL_MS);
  follow.unref();

  const server = createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    if (stopping) response.setHeader('connection', 'close');
    compress(request as never, response as never, () => {
      if (request.url === '/metrics' || request.url?.startsWith('/metrics?')) return void answerMetrics(access, request, response, collectMetrics);
      if (!request.url?.startsWith('/api/')) return servePage(request, response);
      getRuntime()
        .then(({ app }) => answerApi(app, request, response))
        .catch((error: unknown) => {
          // The client hung up mid-body, or the app's runtime could not start (its database is down).
          console.error(`The API could not answer ${request.method} ${request.url}: ${String(error)}`);
          if (request.destroyed || response.headersSent) return void response.destroy();
          const busy = errors.serviceBusy;
          response.writeHead(busy.status, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify({ code: busy.code, message: busy.zh, data: null }));
        });
    });
  });
  /** A page or file, counted and logged as the API's calls are (the API does its own, by route). */
  function servePage(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now();
    const requestId = randomUUID();
    const route = pageRoute(request.url ?? '/');
    response.setHeader('x-request-id', requestId);
    if (servedId) response.setHeader('server-timing', `${SERVED_BUILD_TIMING};desc="${servedId}"`);
    response.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      observeRequest(request.method ?? 'GET', route, response.statusCode, seconds);
      log.info({ requestId, method: request.method, route, status: response.statusCode, ms: Math.round(seconds * 10_000) / 10, userId: null }, 'request');
    });
    if (!serve) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      return void response.end('Starting');
    }
    request.url = pageFileUrl(clientDir, request.url ?? '/');
    serve(request, response);
  }

  // Longer than a load balancer's or browser's idle timeout, so a client never reuses a connection the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return {
    server,
    activate,
    close: () => {
      stopping = true;
      clearInterval(follow);
      return closeGracefully(server).finally(() => clearServingMark(env.BUILDS_DIR));
    },
  };
}
