import { type FileSigner, fileSigner } from '../services/private-files.ts';
import type { AppContext } from './context.ts';
import { userOf } from './middleware.ts';

/**
 * Signs the private files an answer names for the logged-in caller: as an operator on the back office's
 * calls, else as the customer the answer was already checked to belong to.
 */
export const fileSignerFor = (c: AppContext, asOperator: boolean): FileSigner =>
  fileSigner(c.var.deps.documentSecret, { userId: userOf(c).id, asOperator }, c.var.deps.now());

/** The answer with the private file's address at `key` (a receipt's, an invoice's) signed. */
export const withSigned = <Key extends string, Answer extends Record<Key, string | null>>(answer: Answer, key: Key, sign: FileSigner): Answer => ({
  ...answer,
  [key]: sign(answer[key]),
});
