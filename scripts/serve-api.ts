/** The API answered by the app itself, without the build's Astro endpoint: the same app, minus Astro's routing and request conversion on every call. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../src/server/app.ts';

/** What answers: the app built by `createApp` (its `fetch`, with the client's address). */
export type ApiApp = { fetch: (request: Request, env: { clientAddress?: string | undefined }) => Response | Promise<Response> };

/**
 * Reads the whole body before the app runs, so that a call refused early never leaves unread bytes on a
 * kept-alive connection. A body larger than any call accepts is not read on: the app refuses it by its
 * content length, and the connection closes after the answer.
 */
export async function answerApi(app: ApiApp, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const clientAddress = request.socket.remoteAddress;
  const { chunks, size, tooLarge } = await readBody(request);
  const headers = new Headers();
  for (let index = 0; index < request.rawHeaders.length; index += 2) headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
  if (tooLarge) headers.set('content-length', String(size));
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const answer = await app.fetch(
    new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { method, headers, ...(hasBody && { body: Buffer.concat(chunks) }) }),
    { clientAddress },
  );
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) response.setHeader('set-cookie', cookies);
  if (tooLarge) response.setHeader('connection', 'close');
  response.writeHead(answer.status);
  response.end(body);
}

/** The request's body, read to its end, or as far as the first byte past the largest body any call accepts (the rest left unread). */
function readBody(request: IncomingMessage): Promise<{ chunks: Buffer[]; size: number; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      request.off('data', onData);
      request.off('end', onEnd);
      request.pause();
      resolve({ chunks, size, tooLarge: true });
    };
    const onEnd = () => resolve({ chunks, size, tooLarge: false });
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}
