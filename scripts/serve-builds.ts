/** Serving a published build over HTTP in one process: its handler, the security headers, gzip, and switching builds. */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { errors } from '../src/schemas/errors.ts';
import type { ServerEnv } from '../src/server/env.ts';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { getRuntime } from '../src/server/runtime.ts';
import { securityHeaders } from '../src/server/security-headers.ts';
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

export type BuildServer = { server: Server; activate: (dir: string) => Promise<void>; close: () => void };

/**
 * Listens on HOST:PORT and serves whichever build was activated last. Also follows
 * `<BUILDS_DIR>/current`, so a build published by another instance or process is picked up.
 */
export function serveBuilds(env: ServerEnv): BuildServer {
  let serve: Handler | null = null;
  const activate = async (dir: string) => {
    serve = await loadBuild(dir);
  };
  let seenCurrent = currentBuild(env.BUILDS_DIR)?.id ?? null;
  const follow = setInterval(() => {
    const current = currentBuild(env.BUILDS_DIR);
    if (!current || current.id === seenCurrent || !hasServerEntry(current.dir)) return;
    seenCurrent = current.id;
    activate(current.dir).catch((error: unknown) => console.error(`Could not switch to build ${current.id}: ${String(error)}`));
  }, FOLLOW_INTERVAL_MS);
  follow.unref();

  // gzip for pages, scripts, styles and API answers (the adapter serves files uncompressed).
  const compress = compression();
  const headers = Object.entries(
    securityHeaders({
      chatScriptUrl: process.env.PUBLIC_CHAT_SCRIPT_URL,
      apiBaseUrl: process.env.PUBLIC_API_BASE_URL,
      tencentCaptchaScriptUrl: env.CAPTCHA_PROVIDER === 'tencent' ? env.TENCENT_CAPTCHA_SCRIPT_URL : undefined,
      hsts: env.HSTS,
    }),
  );
  const server = createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    compress(request as never, response as never, () => {
      if (!request.url?.startsWith('/api/')) return serve!(request, response);
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
  // Longer than a load balancer's or browser's idle timeout, so a client never reuses a connection the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return {
    server,
    activate,
    close: () => {
      clearInterval(follow);
      server.close();
      server.closeAllConnections();
    },
  };
}
