import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../../http/api-error.ts';
import { type ImportWork, runImportWork } from './import-work.ts';

/** A worker thread's entry: one piece of import work from `workerData`, its result or its refusal posted back. */
try {
  parentPort!.postMessage({ result: runImportWork(workerData as ImportWork) });
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  parentPort!.postMessage({ refusal: error.errorName, data: error.data });
}
