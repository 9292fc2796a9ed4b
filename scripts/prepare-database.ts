import { openDatabase } from '../src/server/db/client.ts';
import { demoAccounts, isDatabaseEmpty, seedDatabase } from '../src/server/db/seed/index.ts';
import { databaseTarget, parseEnv, type ServerEnv } from '../src/server/env.ts';

/**
 * Applies pending migrations and, outside production, seeds the demo shop into an empty database: its
 * admin's password is published in the README. Returns whether it seeded.
 */
export async function prepareDatabase(env: ServerEnv, log: (line: string) => void = console.log): Promise<boolean> {
  const database = await openDatabase(databaseTarget(env));
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) return false;
    if (env.NODE_ENV === 'production') {
      log('Empty database: migrated only, no demo data in production. Create the first admin with: npm run admin:create -- --phone <phone>');
      return false;
    }
    log('Empty database: seeding the demo catalogue…');
    const summary = await seedDatabase(database.db, { log });
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

export function demoAccountsText(): string {
  return [
    'Demo accounts (development data only):',
    `  customer  phone ${demoAccounts.customer.phone}  password ${demoAccounts.customer.password}`,
    `  admin     phone ${demoAccounts.admin.phone}  password ${demoAccounts.admin.password}`,
  ].join('\n');
}

if (import.meta.main) await prepareDatabase(parseEnv());
