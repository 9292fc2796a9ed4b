import type { Server } from 'node:http';

/** How long the requests under way may take to finish once a process is told to stop. */
export const STOP_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and waits for the requests under way: each connection is closed as soon as it
 * falls idle (answers given meanwhile should say `connection: close`), and whatever is left after
 * `graceMs` is cut. Resolves when the last connection is gone.
 */
export function closeGracefully(server: Server, graceMs = STOP_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(cut);
      resolve();
    });
  });
}
