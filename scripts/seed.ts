/** `npm run db:seed [-- --products N] [--no-demo]`: seeds an empty database (migrating it first); SEED=none as --no-demo. */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { isDatabaseEmpty, seedDatabase } from '../src/server/db/seed/index.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';
import { demoAccountsText, seedScope } from './prepare-database.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '300' }, 'no-demo': { type: 'boolean', default: false } } });
const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 1 || productCount > 100_000) {
  console.error('--products must be a whole number from 1 to 100000');
  process.exit(1);
}

const env = parseEnv();
if (env.NODE_ENV === 'production') {
  console.error(
    'db:seed adds demo accounts whose passwords are published: not in production (NODE_ENV=production). Create an admin with npm run admin:create.',
  );
  process.exit(1);
}
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.error('The database already has data; seeding needs an empty database (delete ./data/pglite or use a new DATABASE_URL).');
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const scope = seedScope(env, values['no-demo'] ? ['--no-demo'] : []);
    const summary = await seedDatabase(database.db, { productCount, scope, log: console.log });
    console.log(`Seeded in ${Math.round(performance.now() - started)} ms:`, summary);
    console.log(demoAccountsText(scope));
  }
} finally {
  await database.close();
}
