import type { ErrorName } from '../../schemas/errors.ts';

/** A failure the client is meant to see: answered with the catalogue's code and message, never logged as a crash. */
export class ApiError extends Error {
  readonly errorName: ErrorName;
  readonly data: unknown;

  constructor(errorName: ErrorName, data: unknown = null, options?: ErrorOptions) {
    super(errorName, options);
    this.errorName = errorName;
    this.data = data;
  }
}
