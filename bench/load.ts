/** One load phase with autocannon: fixed concurrency for a fixed time, latencies recorded per response. */
import autocannon from 'autocannon';

export type LoadPhase = {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  /** A new JSON body per request, so a phase is not one cached query. */
  nextBody?: () => unknown;
  /** API answers must carry the success envelope; a static file is only checked for its status. */
  expectEnvelope: boolean;
  headers?: Record<string, string>;
};

export type LoadResult = {
  call: string;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  notSuccess: number;
};

/*
 * The success envelope starts `{"code":"000000"` (Hono writes the keys in order). A prefix check keeps
 * the load generator, which shares the machine's two cores with the server, from parsing every answer.
 */
const SUCCESS_PREFIX = '{"code":"000000"';

export async function runLoad(origin: string, phase: LoadPhase, load: { connections: number; seconds: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url: origin,
      connections: load.connections,
      duration: load.seconds,
      headers: { 'content-type': 'application/json', ...phase.headers },
      requests: [
        {
          method: phase.method,
          path: phase.path,
          setupRequest: (request) => (phase.nextBody ? { ...request, body: JSON.stringify(phase.nextBody()) } : request),
        },
      ],
      ...(phase.expectEnvelope ? { verifyBody: (body: unknown) => String(body).startsWith(SUCCESS_PREFIX) } : {}),
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN);
  return {
    call: phase.call,
    reqPerSec: Math.round(result.requests.total / result.duration),
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    notSuccess: phase.expectEnvelope ? result.mismatches : 0,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
