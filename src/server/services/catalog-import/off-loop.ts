import { Worker } from 'node:worker_threads';
import { IMPORT_WORK_BUDGET_MS, IMPORT_WORK_MEMORY_MB } from '../../../schemas/catalog-import-limits.ts';
import type { ErrorName } from '../../../schemas/errors.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ImportWork, WorkResult } from './import-work.ts';

type Reply = { result: unknown } | { refusal: ErrorName; data: unknown };

/**
 * Runs import work in a worker thread of its own, so that the event loop keeps answering every other
 * request meanwhile. A worker past its time or memory is stopped and the import refused.
 */
export function offLoop<W extends ImportWork>(work: W, budgetMs = IMPORT_WORK_BUDGET_MS): Promise<WorkResult<W>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      workerData: work,
      resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORK_MEMORY_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new ApiError('importTooDemanding'))), budgetMs);
    worker.once('message', (reply: Reply) =>
      settle(() => ('refusal' in reply ? reject(new ApiError(reply.refusal, reply.data)) : resolve(reply.result as WorkResult<W>))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ApiError('importTooDemanding', null, { cause: error }) : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the import worker ended with code ${code} before answering`))));
  });
}
