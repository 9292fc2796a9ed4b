import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../db/client.ts';

export type Leadership = {
  /** Whether this process holds the lock now; tries to take it when it does not. */
  isLeader(): Promise<boolean>;
  release(): Promise<void>;
};

/** Always the leader: one process on an embedded database, or tests. */
export const soleLeadership: Leadership = { isLeader: async () => true, release: async () => {} };

/**
 * Leadership by a session advisory lock held on a connection of its own: the lock lives as long as the
 * connection, so a process that dies (even by kill -9) hands it over when PostgreSQL closes its session.
 */
export function advisoryLeadership(url: string, key: number): Leadership {
  let client: pg.Client | null = null;
  let held = false;
  const drop = () => {
    const gone = client;
    client = null;
    held = false;
    void gone?.end().catch(() => {});
  };
  return {
    async isLeader() {
      if (client && held) return true;
      try {
        if (!client) {
          const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
          next.on('error', () => client === next && drop());
          next.on('end', () => client === next && drop());
          await next.connect();
          client = next;
        }
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        held = rows[0]!.locked;
        return held;
      } catch {
        drop();
        return false;
      }
    },
    async release() {
      const current = client;
      client = null;
      held = false;
      await current?.end().catch(() => {});
    },
  };
}
