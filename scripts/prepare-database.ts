import { openDatabase } from '../src/server/db/client.ts';
import { demoAccounts, isDatabaseEmpty, type SeedScope, seedDatabase } from '../src/server/db/seed/index.ts';
import { databaseTarget, parseEnv, type ServerEnv } from '../src/server/env.ts';
import { accountsWithDemoPasswords, demoPasswordRefusal } from '../src/server/services/auth/demo-passwords.ts';
import { documentLinkSecret } from '../src/server/services/paperwork/link-secret.ts';

/** What an empty database is seeded with: `--no-demo` on the command line wins over `SEED`. */
export function seedScope(env: Pick<ServerEnv, 'SEED'>, argv: readonly string[]): SeedScope {
  return argv.includes('--no-demo') ? 'none' : env.SEED;
}

/** A production start that must not go on: each line names what to do about it. */
export class StartRefused extends Error {
  readonly refusals: string[];
  constructor(refusals: string[]) {
    super(refusals.join('\n'));
    this.refusals = refusals;
  }
}

/**
 * Applies pending migrations and, outside production, seeds an empty database: the demo shop, or with
 * `scope` none only what a shop needs before its own catalogue (no accounts). The demo passwords are
 * published in the README: in production it refuses (StartRefused) while a demo account still has one, as
 * on a database prepared in development. Returns whether it seeded.
 */
export async function prepareDatabase(env: ServerEnv, log: (line: string) => void = console.log, scope: SeedScope = seedScope(env, [])): Promise<boolean> {
  const database = await openDatabase(databaseTarget(env));
  try {
    await database.migrate();
    // Made here, before any build or worker opens the database, so that all of them find the same one.
    if (env.NODE_ENV !== 'production') await documentLinkSecret(env, database.db);
    if (env.NODE_ENV === 'production') {
      const open = await accountsWithDemoPasswords(database.db);
      if (open.length > 0 && !env.ALLOW_DEMO_PASSWORDS) throw new StartRefused(open.map(demoPasswordRefusal));
      for (const phone of open) log(`Warning: ALLOW_DEMO_PASSWORDS=1: the account ${phone} has the published demo password; this is a staging shop`);
    }
    if (!(await isDatabaseEmpty(database.db))) return false;
    if (env.NODE_ENV === 'production') {
      log('Empty database: migrated only, no demo data in production. Create the first admin with: npm run admin:create -- --phone <phone>');
      return false;
    }
    log(scope === 'none' ? 'Empty database: seeding without demo data (no catalogue, no news, no accounts)…' : 'Empty database: seeding the demo catalogue…');
    const summary = await seedDatabase(database.db, { log, scope });
    log(
      `Seeded: ${Object.entries(summary)
        .map(([table, rows]) => `${table} ${rows}`)
        .join(', ')}`,
    );
    return true;
  } finally {
    await database.close();
  }
}

/** What a development start prints about logging in: the demo accounts, or how to make an admin without them. */
export function demoAccountsText(scope: SeedScope = 'demo'): string {
  if (scope === 'none') return NO_DEMO_ACCOUNTS_TEXT;
  return [
    'Demo accounts (development data only):',
    ...Object.entries(demoAccounts).map(([account, { phone, password }]) => `  ${account.padEnd(8)}  phone ${phone}  password ${password}`),
  ].join('\n');
}

const NO_DEMO_ACCOUNTS_TEXT = 'No demo accounts without the demo data (SEED=none, --no-demo): make an admin with npm run admin:create -- --phone <phone>';

if (import.meta.main) {
  const env = parseEnv();
  await prepareDatabase(env, console.log, seedScope(env, process.argv.slice(2))).catch((error: unknown) => {
    if (!(error instanceof StartRefused)) throw error;
    for (const line of error.refusals) console.error(`Refusing to start in production: ${line}`);
    process.exit(1);
  });
}
