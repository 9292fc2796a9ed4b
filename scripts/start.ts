/**
 * `npm start`: one process, one port. Migrates (and seeds an empty database), builds the site when
 * there is no build yet (or with --build), then serves the prerendered pages and the API together.
 * Editors' publishes rebuild into a new folder and switch the served build without a restart.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { parseEnv } from '../src/server/env.ts';
import { createPublisher, currentBuild } from '../src/server/publish/publisher.ts';
import { getResources, registerPublisher } from '../src/server/runtime.ts';
import { startOrderSweeper } from '../src/server/services/order-sweeper.ts';
import { securityHeaders } from '../src/server/security-headers.ts';
import { demoAccountsText, prepareDatabase } from './prepare-database.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const seeded = await prepareDatabase(env);
const resources = await getResources();

/** Loads a build's request handler (static files and on-demand routes) without starting its own server. */
async function loadBuild(dir: string): Promise<Handler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = await import(pathToFileURL(join(dir, 'server', 'entry.mjs')).href);
  return entry.handler as Handler;
}

let serve: Handler | null = null;
const publisher = createPublisher({
  buildsDir: env.BUILDS_DIR,
  // The build prerenders in another process; an embedded database is handed over as a snapshot.
  prepareBuildEnv: async (buildId) => {
    if (!resources.database.dumpDataDir) return { env: {} };
    const file = join(tmpdir(), `pigment-shop-${buildId}.tar.gz`);
    writeFileSync(file, Buffer.from(await (await resources.database.dumpDataDir()).arrayBuffer()));
    return { env: { PGLITE_SNAPSHOT: file }, cleanup: () => rmSync(file, { force: true }) };
  },
  activate: async (dir) => {
    serve = await loadBuild(dir);
  },
});
registerPublisher(publisher);

const current = currentBuild(env.BUILDS_DIR);
if (!seeded && current && existsSync(join(current.dir, 'server', 'entry.mjs')) && !process.argv.includes('--build')) {
  serve = await loadBuild(current.dir);
} else {
  console.log(seeded ? 'Building the site from the fresh data…' : 'Building the site…');
  const job = await publisher.finished(publisher.publish().id);
  if (job.state === 'failed') {
    console.error(`The build failed: ${job.error}\n${job.logTail.join('\n')}`);
    process.exit(1);
  }
  console.log(`Built ${job.pagesBuilt} pages (build ${job.buildId}).`);
}

// gzip for pages, scripts, styles and API answers (the adapter serves files uncompressed).
const compress = compression();
const stopSweeper = startOrderSweeper(resources.database.db, resources.log, {
  autoConfirmReceiptDays: resources.env.AUTO_CONFIRM_RECEIPT_DAYS,
  returnShipDays: resources.env.RETURN_SHIP_DAYS,
});
const headers = Object.entries(
  securityHeaders({ chatScriptUrl: process.env.PUBLIC_CHAT_SCRIPT_URL, apiBaseUrl: process.env.PUBLIC_API_BASE_URL, hsts: env.HSTS }),
);
const server = createServer((request, response) => {
  for (const [name, value] of headers) response.setHeader(name, value);
  compress(request as never, response as never, () => serve!(request, response));
});
server.listen(env.PORT, env.HOST, () => {
  if (env.NODE_ENV !== 'production') console.log(demoAccountsText());
  console.log(`Pigment shop listening on http://${env.HOST}:${env.PORT}`);
});

const stop = () => {
  stopSweeper();
  server.close();
  server.closeAllConnections();
  void resources.database.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
