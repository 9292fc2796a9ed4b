import { ApiError } from '../http/api-error.ts';

/**
 * At most `concurrency` jobs of one kind at a time in this process: reading or writing thousands of
 * spreadsheet rows holds a core, and a caller past the limit is told the service is busy rather than
 * stalling everyone.
 */
export function jobGate(concurrency: number) {
  let running = 0;
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) throw new ApiError('serviceBusy');
    running++;
    try {
      return await job();
    } finally {
      running--;
    }
  };
}

/** One catalogue spreadsheet job (export, preview or apply) at a time. */
export const oneAtATime = jobGate(1);
