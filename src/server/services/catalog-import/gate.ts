import { ApiError } from '../../http/api-error.ts';

let running = false;

/**
 * One spreadsheet job (export, preview or apply) at a time in this process: reading or writing thousands of
 * rows holds a core, and a second caller is told the service is busy rather than stalling everyone.
 */
export async function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  if (running) throw new ApiError('serviceBusy');
  running = true;
  try {
    return await job();
  } finally {
    running = false;
  }
}
