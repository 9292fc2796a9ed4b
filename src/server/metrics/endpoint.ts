import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors } from '../../schemas/errors.ts';
import { type MetricsAccess, mayReadMetrics } from './access.ts';
import { metrics } from './registry.ts';

const envelope = (name: 'forbidden' | 'serviceBusy') => JSON.stringify({ code: errors[name].code, message: errors[name].en, data: null });

/** `GET /metrics`: the Prometheus text to an admitted caller; 403 (the envelope) to anyone else. */
export async function answerMetrics(access: MetricsAccess, request: IncomingMessage, response: ServerResponse, collect: () => Promise<string>): Promise<void> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const forwarded = request.headers['x-forwarded-for'];
  const caller = {
    peer: request.socket.remoteAddress,
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    authorization: request.headers.authorization,
  };
  if (!mayReadMetrics(access, caller)) {
    response.writeHead(errors.forbidden.status, json);
    return void response.end(envelope('forbidden'));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' });
    return void response.end();
  }
  try {
    const text = await collect();
    response.writeHead(200, { 'content-type': metrics().registry.contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : text);
  } catch {
    response.writeHead(errors.serviceBusy.status, json);
    response.end(envelope('serviceBusy'));
  }
}
