import type { z } from 'zod';

/**
 * The request contract each validating middleware enforces, so that the API description is read from the
 * routes themselves: the schema that validates a call's body is the one that documents it.
 */
const bodyContracts = new WeakMap<object, z.ZodType>();

export function withBodyContract<Middleware extends object>(schema: z.ZodType, middleware: Middleware): Middleware {
  bodyContracts.set(middleware, schema);
  return middleware;
}

/** The JSON body contract a route handler validates, if it is a contract's validator. */
export const bodyContractOf = (handler: unknown): z.ZodType | undefined => (typeof handler === 'function' ? bodyContracts.get(handler) : undefined);
