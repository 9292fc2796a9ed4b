import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../../src/server/logger.ts';

/** A real pino logger, configured as the shop's, whose lines are kept, parsed, for a test to read. */
export function capturingLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino(loggerOptions(level), stream), lines };
}

/** pino writes asynchronously: lets the stream take what was logged. */
export const logsWritten = () => new Promise((resolve) => setImmediate(resolve));
