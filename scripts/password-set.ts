/**
 * `npm run password:set -- --phone 139…`: a new password for an existing account (the demo accounts
 * before a production start, which refuses their published passwords; an admin who cannot log in). The
 * password is read from NEW_PASSWORD or typed at the prompt, unseen, never from the arguments; every
 * session of the account ends and the password must be changed at the next login.
 */
import { openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';
import { AdminCreateRefused } from '../src/server/services/auth/create-admin.ts';
import { setPassword, setPasswordRequest } from '../src/server/services/auth/set-password.ts';
import { prompt } from './console-prompt.ts';

const refused = (error: unknown) => {
  if (!(error instanceof AdminCreateRefused)) throw error;
  console.error(`password:set refused: ${error.message}`);
  process.exit(1);
};

const env = parseEnv();
const request = await setPasswordRequest(process.argv.slice(2), { env: process.env, prompt, interactive: Boolean(process.stdin.isTTY) }).catch(refused);
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  const account = await setPassword(database.db, request!).catch(refused);
  console.log(`New password set for ${account!.phone}; their sessions are ended and they must change it at the next login.`);
} finally {
  await database.close();
}
