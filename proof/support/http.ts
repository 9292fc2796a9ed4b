/** The proofs talk to the shop as a browser's script does: POST JSON, the token in `accessToken`. */

export type Answer<T = unknown> = { status: number; code: string; data: T; ms: number; contentType: string; text: string };

/** A network failure or a timeout is an answer too (status 0), so loads count it instead of stopping. */
export async function call<T = unknown>(
  origin: string,
  path: string,
  body: unknown = {},
  options: { token?: string; timeoutMs?: number; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.accessToken = options.token;
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers,
      body: options.rawBody ?? JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let parsed: { code?: string; data?: T } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the checks look at text and contentType
    }
    return { status: response.status, code: parsed.code ?? '', data: parsed.data as T, ms: performance.now() - started, contentType, text };
  } catch (error) {
    return {
      status: 0,
      code: (error as Error).name,
      data: undefined as T,
      ms: performance.now() - started,
      contentType: '',
      text: `${String(error)} ${String((error as Error).cause ?? '')}`,
    };
  }
}

export async function get(origin: string, path: string, timeoutMs = 15_000): Promise<{ status: number; ms: number; headers: Headers; text: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, headers: response.headers, text };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, headers: new Headers(), text: String(error) };
  }
}

/** Runs `task` for each item with at most `concurrency` at a time. */
export async function inBatches<T, R>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}
