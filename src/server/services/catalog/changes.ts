import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { skus } from '../../db/schema.ts';
import { metrics } from '../../metrics/registry.ts';

/*
 * What a serving process hears of the catalogue's changes. Triggers notify CATALOG_CHANNEL when a
 * transaction commits (migration 0012_catalog_changes): `packs <product id>` for a product's packs (price,
 * stock, on sale), `content` for products, brands, categories and what belongs to them, `all` after a
 * truncate. A process that watches keeps the packs it read in memory until their product's change is
 * heard, and what `keptUntilChanged` loads (the snapshot, every product's rows) until a change it
 * depends on is heard. A process that does not watch, or whose listening connection is down, reads
 * packs on every call and reloads the rest once it is KEPT_TTL_MS old.
 *
 * A change shows in a process once its notification is heard there, normally within a millisecond of
 * the commit; until then the process answers what was committed before. `catalogChangesHeard` waits for it.
 */
export const CATALOG_CHANNEL = 'catalog_changes';

/** What is kept of a pack on sale: what cards, details and their totals show (a process keeps every product's). */
export type PackRow = Pick<typeof skus.$inferSelect, 'id' | 'productId' | 'labelZh' | 'labelEn' | 'netWeightGrams' | 'priceFen' | 'pricePerKgFen' | 'stock'>;

/** Without hearing changes, a kept value is read again once it is this old. */
export const KEPT_TTL_MS = 5_000;

type Watch = {
  listening: boolean;
  /** Changes heard so far. A read that began at an earlier count may have read before a change. */
  heard: number;
  /** Of those, changes to anything but packs (and every forgetting). */
  contentHeard: number;
  /** Per product, the count at its last pack change heard. */
  packsChangedAt: Map<number, number>;
  /** The count when everything was last forgotten (a truncate, the connection lost or regained, an edit here). */
  forgottenAt: number;
  packs: Map<number, PackRow[]>;
  /** `catalogChangesHeard` calls waiting for their own notification. */
  waiting: Map<string, () => void>;
};

const watches = new WeakMap<Db, Watch>();

/** Starts hearing the catalogue's changes for `database`'s db: `ready` once first listening, `stop` to end. */
export function watchCatalogChanges(database: Database): { ready: Promise<void>; stop: () => Promise<void> } {
  const watch: Watch = { listening: false, heard: 0, contentHeard: 0, packsChangedAt: new Map(), forgottenAt: 0, packs: new Map(), waiting: new Map() };
  watches.set(database.db, watch);
  const { promise: ready, resolve: listened } = Promise.withResolvers<void>();
  const unlisten = database.listen(CATALOG_CHANNEL, {
    onNotify: (payload) => hear(watch, payload),
    onListening: (listening) => {
      forgetAll(watch);
      watch.listening = listening;
      if (listening) listened();
      else releaseWaiting(watch);
    },
  });
  const stop = async () => {
    if (watches.get(database.db) === watch) watches.delete(database.db);
    listened();
    await unlisten();
  };
  return { ready, stop };
}

function hear(watch: Watch, payload: string): void {
  const [kind, value = ''] = payload.split(' ');
  if (kind === 'heard') {
    watch.waiting.get(value)?.();
    return;
  }
  watch.heard++;
  if (kind === 'packs') {
    const productId = Number(value);
    watch.packs.delete(productId);
    watch.packsChangedAt.set(productId, watch.heard);
  } else if (kind === 'all') forgetAll(watch);
  else watch.contentHeard++;
}

function forgetAll(watch: Watch): void {
  watch.heard++;
  watch.contentHeard++;
  watch.forgottenAt = watch.heard;
  watch.packs.clear();
  watch.packsChangedAt.clear();
}

function releaseWaiting(watch: Watch): void {
  for (const release of watch.waiting.values()) release();
  watch.waiting.clear();
}

type Heard = { content: number; any: number };
type Slot<T> = { value: T | null; loadedAt: number; heardAtLoad: Heard | null; loading: Promise<T> | null };
const keptSlotMaps: WeakMap<Db, Slot<unknown>>[] = [];

const heardSoFar = (db: Db): Heard | null => {
  const watch = watches.get(db);
  return watch?.listening ? { content: watch.contentHeard, any: watch.heard } : null;
};

type DependsOn = 'content' | 'content and packs';

/**
 * The products whose packs changed since `heardAtLoad`, or null when that cannot be told (no longer
 * listening, everything forgotten or content changed since).
 */
function packsChangedSince(db: Db, heardAtLoad: Heard | null): number[] | null {
  const watch = watches.get(db);
  if (!watch?.listening || !heardAtLoad || watch.contentHeard !== heardAtLoad.content || watch.forgottenAt > heardAtLoad.any) return null;
  return [...watch.packsChangedAt].flatMap(([productId, heardAt]) => (heardAt > heardAtLoad.any ? [productId] : []));
}

/** Makes the next value from the kept one and the products whose packs changed since it was loaded. */
type WithPacksChanged<T> = (db: Db, kept: T, productIds: number[]) => Promise<T>;

/** `load`'s answers, one slot per database: whether one is still fresh, and starting the next. */
function keptSlots<T>(dependsOn: DependsOn, load: (db: Db) => Promise<T>, withPacksChanged?: WithPacksChanged<T>) {
  const slots = new WeakMap<Db, Slot<T>>();
  keptSlotMaps.push(slots);
  return {
    slotOf(db: Db): Slot<T> {
      let slot = slots.get(db);
      if (!slot) slots.set(db, (slot = { value: null, loadedAt: 0, heardAtLoad: null, loading: null }));
      return slot;
    },
    isFresh(slot: Slot<T>, db: Db, now: number): boolean {
      const young = now - slot.loadedAt < KEPT_TTL_MS;
      const heard = heardSoFar(db);
      if (!heard || !slot.heardAtLoad) return young;
      if (heard.content !== slot.heardAtLoad.content) return false;
      return heard.any === slot.heardAtLoad.any || dependsOn === 'content' || young;
    },
    startLoad(db: Db, slot: Slot<T>): Promise<T> {
      const startedAt = Date.now();
      const heardAtLoad = heardSoFar(db);
      const changedPacks = withPacksChanged && slot.value !== null ? packsChangedSince(db, slot.heardAtLoad) : null;
      const next = changedPacks ? withPacksChanged!(db, slot.value!, changedPacks) : load(db);
      const loading: Promise<T> = next.then(
        (value) => {
          if (slot.loading === loading) Object.assign(slot, { value, loadedAt: startedAt, heardAtLoad, loading: null });
          return value;
        },
        (error: unknown) => {
          if (slot.loading === loading) slot.loading = null;
          throw error;
        },
      );
      slot.loading = loading;
      return loading;
    },
  };
}

/**
 * `load`'s answer, kept per database until a change it depends on is heard. A change to anything but
 * packs reloads it at once; a change to packs, where it depends on them, once it is KEPT_TTL_MS old, so
 * a stream of sales does not reload it on each, and through `withPacksChanged` if given, which reads
 * only the products whose packs changed. Without hearing changes it is kept KEPT_TTL_MS. A stale
 * answer is given while the next one loads, so no call waits for a reload, only the first.
 */
export function keptUntilChanged<T>(
  /** The cache's label in the lookup counts; null: not counted (its user counts what it keeps). */
  name: string | null,
  dependsOn: DependsOn,
  load: (db: Db) => Promise<T>,
  withPacksChanged?: WithPacksChanged<T>,
): (db: Db, now?: number) => Promise<T> {
  const count = (result: 'hit' | 'miss') => name && metrics().cacheLookups.inc({ cache: name, result });
  const kept = keptSlots(dependsOn, load, withPacksChanged);
  return async (db, now = Date.now()) => {
    const slot = kept.slotOf(db);
    if (slot.value !== null && kept.isFresh(slot, db, now)) {
      count('hit');
      return slot.value;
    }
    count('miss');
    const reload = slot.loading ?? kept.startLoad(db, slot);
    return slot.value ?? reload;
  };
}

/**
 * `load`'s answer while no change to content has been heard since it began loading, else null: a load
 * starts in the background and the caller reads what it needs itself meanwhile, so nothing stale is
 * answered and no call waits. A process that does not hear changes keeps nothing this way (it could not
 * tell when to load again). A failed load is reported to `failed` and tried again KEPT_TTL_MS later, so
 * a database that cannot answer it is not asked again on every call.
 */
export function keptWhileFresh<T>(load: (db: Db) => Promise<T>, failed: (error: unknown) => void): (db: Db) => T | null {
  const kept = keptSlots('content', load);
  const failedAt = new WeakMap<Db, number>();
  return (db) => {
    if (!hearsCatalogChanges(db)) return null;
    const slot = kept.slotOf(db);
    const now = Date.now();
    if (slot.value !== null && kept.isFresh(slot, db, now)) return slot.value;
    if (!slot.loading && now - (failedAt.get(db) ?? 0) >= KEPT_TTL_MS)
      kept.startLoad(db, slot).catch((error: unknown) => {
        failedAt.set(db, Date.now());
        failed(error);
      });
    return null;
  };
}

/** Whether this process hears the catalogue's changes now (if not, it reads packs on every call). */
export const hearsCatalogChanges = (db: Db): boolean => heardSoFar(db) !== null;

/**
 * After this process changed products, packs, prices or stock: everything kept is read again, so the
 * next call shows the change whatever its notification's timing.
 */
export function invalidateCatalog(db: Db): void {
  for (const slots of keptSlotMaps) slots.delete(db);
  const watch = watches.get(db);
  if (watch) forgetAll(watch);
}

/**
 * The packs of these products: those kept are answered from memory, the others read by `read` and kept,
 * unless a change to them was heard while they were being read. A product with no pack on sale is not
 * kept, so asking for ids that do not exist grows nothing.
 */
export async function packsAsHeard(db: Db, productIds: number[], read: (ids: number[]) => Promise<Map<number, PackRow[]>>): Promise<Map<number, PackRow[]>> {
  const watch = watches.get(db);
  if (!watch?.listening) return read(productIds);
  const answer = new Map<number, PackRow[]>();
  const missing: number[] = [];
  for (const id of productIds) {
    const kept = watch.packs.get(id);
    if (kept) answer.set(id, kept);
    else missing.push(id);
  }
  const lookups = metrics().cacheLookups;
  lookups.inc({ cache: 'packs', result: 'hit' }, answer.size);
  lookups.inc({ cache: 'packs', result: 'miss' }, missing.length);
  if (missing.length === 0) return answer;
  const startedAt = watch.heard;
  for (const [id, rows] of await read(missing)) {
    answer.set(id, rows);
    const unchanged = watch.listening && watch.forgottenAt <= startedAt && (watch.packsChangedAt.get(id) ?? 0) <= startedAt;
    if (unchanged && rows.length > 0) watch.packs.set(id, rows);
  }
  return answer;
}

/** Every pack on sale, read by `read`; each product's packs are kept too, unless a change to them was heard meanwhile. */
export async function readAllPacksAsHeard(db: Db, read: () => Promise<PackRow[]>): Promise<PackRow[]> {
  const watch = watches.get(db);
  const startedAt = watch?.heard ?? 0;
  const rows = await read();
  if (!watch?.listening || watch.forgottenAt > startedAt) return rows;
  for (const [id, packs] of Map.groupBy(rows, (row) => row.productId)) {
    if ((watch.packsChangedAt.get(id) ?? 0) <= startedAt) watch.packs.set(id, packs);
  }
  return rows;
}

/**
 * Resolves once this process has heard every change committed before the call: notifications arrive in
 * commit order, so hearing one sent now means all earlier ones were heard. For reading a write made
 * outside this process's own edits (a test's SQL, another process) with certainty.
 */
export async function catalogChangesHeard(db: Db): Promise<void> {
  const watch = watches.get(db);
  if (!watch?.listening) return;
  const token = randomUUID();
  const heard = new Promise<void>((resolve) => watch.waiting.set(token, resolve));
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${`heard ${token}`})`);
  await heard;
  watch.waiting.delete(token);
}
