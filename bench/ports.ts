/**
 * Benchmark servers listen on 127.0.0.1 at `BENCH_PORT_BASE` (default 4470) plus a part's offset, so
 * a shared machine can move the whole block.
 */
const BASE = Number(process.env.BENCH_PORT_BASE ?? 4470);

export const BENCH_PORTS = {
  apiPostgres: BASE,
  apiEmbedded: BASE + 1,
  pages: BASE + 2,
  staticNode: BASE + 3,
  staticNginx: BASE + 4,
  checkout: BASE + 5,
  scale: BASE + 6,
  keystrokes: BASE + 7,
  publish: BASE + 8,
} as const;
