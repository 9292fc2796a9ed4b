import { ApiError } from '../../http/api-error.ts';

/** A refusal about one field, shown beside it in the editor like the validator's own issues. */
export const fieldRefusal = (path: string, message: string) => new ApiError('validation', { issues: [{ path, message }] });
