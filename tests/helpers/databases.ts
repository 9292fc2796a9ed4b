import { randomBytes } from 'node:crypto';
import pg from 'pg';

const POSTGRES_PREFIX = 'shop_test_';

/** Every database a test run makes is named after the run's process, so runs side by side leave each other alone. */
export function runTemplateName(runPid: number): string {
  return `${POSTGRES_PREFIX}${runPid}_template`;
}

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

export async function createDatabaseFromTemplate(url: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${template.replace(/_template$/, '')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, [`create database ${name} template ${template}`]);
  return {
    url: withDatabase(url, name),
    drop: () => onServer(url, [`drop database if exists ${name} with (force)`]),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Drops this run's databases, and those left behind by runs whose process is gone. */
export async function dropTestDatabases(url: string, runPid: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like '${POSTGRES_PREFIX}%'`);
    for (const { datname } of rows) {
      const owner = Number(/^shop_test_(\d+)_/.exec(datname)?.[1]);
      if (owner === runPid || !owner || !isAlive(owner)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
