import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_TEMPLATE = 'shop_test_template';
export const POSTGRES_PREFIX = 'shop_test_';

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs statements on the server's maintenance connection (TEST_DATABASE_URL itself). */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabaseFromTemplate(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${POSTGRES_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, [`create database ${name} template ${POSTGRES_TEMPLATE}`]);
  return {
    url: withDatabase(url, name),
    drop: () => onServer(url, [`drop database if exists ${name} with (force)`]),
  };
}

export async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${POSTGRES_PREFIX}%'`,
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
