import type { z } from 'zod';

/**
 * The contracts a route declares where it is registered, so that the API description, the tests and the
 * proofs read them from the routes themselves: the schema that validates a call's body is the one that
 * documents it, and the one its answer is parsed with names what it answers.
 */
const bodyContracts = new WeakMap<object, z.ZodType>();
const answerContracts = new WeakMap<object, z.core.$ZodType>();

export function withBodyContract<Middleware extends object>(schema: z.ZodType, middleware: Middleware): Middleware {
  bodyContracts.set(middleware, schema);
  return middleware;
}

export function withAnswerContract<Middleware extends object>(schema: z.core.$ZodType, middleware: Middleware): Middleware {
  answerContracts.set(middleware, schema);
  return middleware;
}

/** The JSON body contract a route handler validates, if it is a contract's validator. */
export const bodyContractOf = (handler: unknown): z.ZodType | undefined => (typeof handler === 'function' ? bodyContracts.get(handler) : undefined);

/** A body contract that takes no fields: the call is sent `{}` (or nothing). */
export const takesNoFields = (contract: z.ZodType): boolean => 'shape' in contract && Object.keys(contract.shape as object).length === 0;

/** The contract of the envelope's `data`, if the handler is a route's `answers` marker. */
export const answerContractOf = (handler: unknown): z.core.$ZodType | undefined => (typeof handler === 'function' ? answerContracts.get(handler) : undefined);
