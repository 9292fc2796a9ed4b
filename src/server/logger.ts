import pino, { type LoggerOptions } from 'pino';
import { personalDataRedaction, safeError } from './log-privacy.ts';

/** The shop's logging: errors without the values they were given, personal fields redacted. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  base: { service: 'pigment-shop' },
  redact: personalDataRedaction,
  serializers: { err: safeError, error: safeError },
});

export function createLogger(level: string) {
  return pino(loggerOptions(level));
}
