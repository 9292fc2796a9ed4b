import { ApiError } from '../../http/api-error.ts';

/**
 * Password hashes running at once in this process. Each scrypt holds 128 MiB and a thread of libuv's
 * pool (4 threads, shared with file and DNS work) for a few hundred milliseconds: two leave the pool
 * room for uploads and the rest, and bound the memory.
 */
export const HASH_CONCURRENCY = 2;
/** Hashes that may wait for a slot; past them a request is answered "service busy" at once, not queued. */
export const HASH_QUEUE = 8;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs a hash in one of the slots, waiting in the short queue if need be; refuses when the queue is full. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) {
      throw new ApiError('serviceBusy', null, { cause: new Error(`password hashing busy: ${HASH_CONCURRENCY} running, ${HASH_QUEUE} waiting`) });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in the queue, so `running` stays counted for it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
