/**
 * `npm run admin:create -- --phone 139…`: makes an admin account (the first one of a production shop,
 * or another). The password is read from ADMIN_PASSWORD or typed at the prompt, unseen; the admin must
 * change it at first login. Migrates the database first, so it works before the first start.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';
import { AdminCreateRefused, adminCreateRequest, createAdmin } from '../src/server/services/auth/create-admin.ts';

/** One line from the terminal with nothing echoed, or from piped input as it comes. */
function prompt(question: string, { hidden }: { hidden: boolean }): Promise<string> {
  const input = process.stdin;
  if (!hidden || !input.isTTY) {
    const lines = createInterface({ input, output: input.isTTY ? process.stdout : undefined, terminal: false });
    if (input.isTTY) process.stdout.write(question);
    return new Promise((resolve) => {
      // Closing emits 'close' at once: the line must be the answer first.
      lines.once('line', (line) => {
        resolve(line);
        lines.close();
      });
      lines.once('close', () => resolve(''));
    });
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

const refused = (error: unknown) => {
  if (!(error instanceof AdminCreateRefused)) throw error;
  console.error(`admin:create refused: ${error.message}`);
  process.exit(1);
};

const env = parseEnv();
const request = await adminCreateRequest(process.argv.slice(2), { env: process.env, prompt, interactive: Boolean(process.stdin.isTTY) }).catch(refused);
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  const admin = await createAdmin(database.db, request!).catch(refused);
  console.log(`Admin ${admin!.phone} created (id ${admin!.id}); they must change this password at first login.`);
} finally {
  await database.close();
}
