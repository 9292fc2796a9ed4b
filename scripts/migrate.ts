/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';

const database = await openDatabase(databaseTarget(parseEnv()));
await database.migrate();
await database.close();
console.log('Migrations applied.');
