import type { z } from 'zod';
import { safeParse, type ZodMiniType } from 'zod/mini';

/**
 * How a persistent store keeps a value as JSON and reads it back: with the value's zod contract, so that
 * what another version of the shop (or a hand in the devtools) left in local storage is never trusted.
 * Anything that does not pass is the fallback.
 */
export function storedJson<T>(contract: z.core.$ZodType<T>, fallback: T): { encode: (value: T) => string; decode: (stored: string) => T } {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (stored) => {
      try {
        const result = safeParse(contract as ZodMiniType<T>, JSON.parse(stored));
        return result.success ? result.data : fallback;
      } catch {
        return fallback;
      }
    },
  };
}
