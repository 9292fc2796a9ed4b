/**
 * The constraint a PostgreSQL unique violation (23505) names ('' when the driver does not say), or
 * undefined for any other error. Drizzle wraps the driver's error as its `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint, cause } = (error ?? {}) as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (cause?.code === '23505') return cause.constraint ?? '';
  return code === '23505' ? (constraint ?? '') : undefined;
}

/** A unique index said no. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== undefined;

/** A row another table still references said no (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23503' || cause?.code === '23503';
}

const NUMBER_ATTEMPTS = 5;

/**
 * Writes a row under a public number drawn at random within the second (an order or refund number),
 * drawing again when another row took the same number at the same moment. `write` runs its own
 * transaction, so a lost draw leaves nothing behind.
 */
export async function writeWithFreshNumber<T>(constraint: string, draw: () => string, write: (number: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw());
    } catch (error) {
      if (uniqueViolation(error) !== constraint || attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
}
