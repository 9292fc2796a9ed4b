/**
 * The next release of the shop, for proof:upgrade: this code copied into a folder of its own, with one
 * change of the kind a release brings. A migration adds a column to `orders` (nullable, no default:
 * the expand step, which code that does not know the column keeps working beside), and checkout
 * writes it. The copy sits inside the project so that it finds the project's node_modules, and brings
 * a copy of the served build, as a release brings its own (the pages are the same).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { currentBuild } from '../../src/server/publish/publisher.ts';

/** What the next release's checkout writes into the new column. */
export const NEXT_RELEASE = 'next';
export const NEW_COLUMN = 'placed_by_release';

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

/** Replaces `find`, which must occur exactly once: a change that no longer applies stops the proof. */
function patch(file: string, find: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  if (text.split(find).length !== 2) throw new Error(`the next release's change no longer applies to ${file}: ${JSON.stringify(find)}`);
  writeFileSync(file, text.replace(find, replacement));
}

export function makeNextRelease(servedBuildsDir: string): { dir: string; buildsDir: string; migrationTag: string } {
  mkdirSync('data', { recursive: true });
  const dir = mkdtempSync(join('data', 'proof-next-release-'));
  for (const part of ['src', 'scripts', 'i18n', 'package.json']) cpSync(part, join(dir, part), { recursive: true });
  const served = currentBuild(servedBuildsDir);
  if (!served) throw new Error(`no build is served from ${servedBuildsDir}`);
  const buildsDir = resolve(dir, 'data/builds');
  cpSync(served.dir, join(buildsDir, served.id), { recursive: true });
  writeFileSync(join(buildsDir, 'current'), served.id);

  const migrations = join(dir, 'src/server/db/migrations');
  const journalFile = join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  const migrationTag = `${String(last.idx + 1).padStart(4, '0')}_proof_next_release`;
  writeFileSync(join(migrations, `${migrationTag}.sql`), `ALTER TABLE "orders" ADD COLUMN "${NEW_COLUMN}" text;\n`);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000, tag: migrationTag });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));

  patch(
    join(dir, 'src/server/db/schema.ts'),
    "    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),\n",
    `    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),\n    placedByRelease: text('${NEW_COLUMN}'),\n`,
  );
  patch(
    join(dir, 'src/server/services/checkout/place-order.ts'),
    '      orderNo: newOrderNo(now),\n',
    `      orderNo: newOrderNo(now),\n      placedByRelease: '${NEXT_RELEASE}',\n`,
  );
  return { dir, buildsDir, migrationTag };
}
