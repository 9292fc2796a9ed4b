import { fork } from 'node:child_process';
import type { ProductDetail } from '../../../schemas/catalog.ts';
import { type Locale, locales } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { metrics } from '../../metrics/registry.ts';
import { keptWhileFresh } from './changes.ts';
import { makeStored, receivedStored, type Stored, textReader } from './detail-blocks.ts';
import { type DetailWithoutPacks, detailOf, readProductRows, withPacks } from './details.ts';
import { readPacks } from './packs.ts';
import { getCatalog } from './snapshot.ts';

/*
 * Every published product's details as shown, in both languages, kept compressed outside the
 * JavaScript heap (detail-blocks.ts), so that a catalogue of 50,000 products costs about 35 MB and
 * answering any product costs one decompression, not a query. A serving process on PostgreSQL has it
 * made by a child process: making it allocates some hundred times what it keeps, memory that the serving
 * process would otherwise keep long after (a worker thread's too, kept by the allocator).
 */

export type DetailStore = {
  /** The product's details in `locale`, or undefined if it was not published when the store was made. */
  detail(id: number, locale: Locale): DetailWithoutPacks | undefined;
  size: number;
  /** Bytes its compressed details take. */
  bytes: number;
  /** Products whose details were made this time, not taken from the previous store. */
  made: number;
};

const lastStores = new WeakMap<Db, Stored>();
/** Databases whose store is made by a child process, with the address it opens. */
const madeInChildren = new WeakMap<Db, string>();

/** From now on `db`'s store is made by a child process that opens `url` (PostgreSQL) itself. */
export function makeDetailsInChild(db: Db, url: string): void {
  madeInChildren.set(db, url);
}

/**
 * The store, once made and while no content change has been heard since; null otherwise (and in a
 * process that does not hear changes), when the caller reads the product itself.
 */
export const detailStoreIfFresh = keptWhileFresh(loadDetailStore, (error) => console.error(`Could not load the product details: ${String(error)}`));

/**
 * One published product with everything its page shows; an unknown or unpublished id is `notFound`. A
 * retired product answers `retired` and no packs. Its details come from the store once made and fresh,
 * else from one query; its packs as they are now.
 */
export async function getProduct(db: Db, id: number, locale: Locale): Promise<ProductDetail> {
  let detail = detailStoreIfFresh(db)?.detail(id, locale);
  metrics().cacheLookups.inc({ cache: 'product_details', result: detail ? 'hit' : 'miss' });
  if (!detail) {
    const [rows, snapshot] = await Promise.all([readProductRows(db, id), getCatalog(db)]);
    if (!rows) throw new ApiError('notFound');
    detail = detailOf(rows, snapshot.categories, locale);
  }
  return withPacks(detail, detail.retired ? [] : ((await readPacks(db, [id])).get(id) ?? []), locale);
}

async function loadDetailStore(db: Db): Promise<DetailStore> {
  const previous = lastStores.get(db);
  const url = madeInChildren.get(db);
  const { stored, made } = url ? await makeInChild(url, previous) : await makeStored(db, previous);
  lastStores.set(db, stored);
  const text = textReader(stored);
  return {
    detail: (id, locale) => {
      const position = stored.positions.get(id);
      return position === undefined ? undefined : (JSON.parse(text(locale, position)) as DetailWithoutPacks);
    },
    size: stored.positions.size,
    bytes: locales.reduce((sum, locale) => sum + stored.blocks[locale].bytes.length, 0),
    made,
  };
}

/** `makeStored` in a child process of its own, whose memory goes with it. */
function makeInChild(url: string, previous: Stored | undefined): Promise<{ stored: Stored; made: number }> {
  const child = fork(new URL('./detail-store-child.ts', import.meta.url), { serialization: 'advanced', execArgv: [], stdio: 'inherit' });
  child.send({ url, previous });
  return new Promise((resolve, reject) => {
    child.once('message', ({ stored, made }: { stored: Stored; made: number }) => resolve({ stored: receivedStored(stored), made }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the process making the product details ended (exit code ${code})`)));
  });
}
