/**
 * `npm run admin:create -- --phone 139…`: makes an admin account (the first one of a production shop,
 * or another). The password is read from ADMIN_PASSWORD or typed at the prompt, unseen; the admin must
 * change it at first login. Migrates the database first, so it works before the first start.
 */
import { openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';
import { AdminCreateRefused, adminCreateRequest, createAdmin } from '../src/server/services/auth/create-admin.ts';
import { prompt } from './console-prompt.ts';

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
