/**
 * The shop's Prometheus series. One registry per process, kept on globalThis because each published
 * build brings its own copy of the modules that count (the catalogue's cache is read by pages too).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { newestArchiveSeconds } from '../backup/archives.ts';

/** Seconds: from a quick cached answer to a checkout waiting on a busy database. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a publish rebuilds the whole site. */
const PUBLISH_BUCKETS = [15, 30, 60, 120, 240, 480, 900];

/** What a database pool has now, asked for on every scrape. */
export type PoolStats = { total: number; idle: number; waiting: number };

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pools = new Set<() => PoolStats>();
  const sum = (pick: (stats: PoolStats) => number) => [...pools].reduce((total, stats) => total + pick(stats()), 0);
  const registers = [registry];
  /** Where this process's backups go (set by the serving process): the newest archive's age is read from there at each scrape. */
  const backupFolder = { dir: null as string | null };
  return {
    registry,
    backupFolder,
    pools,
    requests: new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests answered, by route (the API route pattern, or pages/assets) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    poolInUse: new Gauge({
      name: 'shop_db_pool_in_use',
      help: 'PostgreSQL connections lent to a query now (all pools of the process)',
      registers,
      collect() {
        this.set(sum((stats) => stats.total - stats.idle));
      },
    }),
    poolWaiting: new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection now',
      registers,
      collect() {
        this.set(sum((stats) => stats.waiting));
      },
    }),
    cacheLookups: new Counter({
      name: 'shop_catalogue_cache_lookups_total',
      help: 'Catalogue reads answered from memory (hit) or from the database (miss), by what was kept',
      labelNames: ['cache', 'result'],
      registers,
    }),
    orders: new Counter({
      name: 'shop_orders_total',
      help: 'Orders placed, paid, cancelled (by the customer or a full refund) and expired (unpaid past the deadline)',
      labelNames: ['event'],
      registers,
    }),
    checkoutRefusals: new Counter({
      name: 'shop_checkout_refusals_total',
      help: 'Orders refused at checkout, by the reason answered',
      labelNames: ['reason'],
      registers,
    }),
    paymentNotifications: new Counter({
      name: 'shop_payment_notifications_total',
      help: "Payment providers' notifications, by channel and whether they were accepted",
      labelNames: ['channel', 'result'],
      registers,
    }),
    sweeps: new Counter({
      name: 'shop_sweeper_runs_total',
      help: 'Sweeps run by this process (only the leader among processes sharing a database sweeps), by outcome',
      labelNames: ['result'],
      registers,
    }),
    lastSweep: new Gauge({
      name: 'shop_sweeper_last_success_timestamp_seconds',
      help: 'When this process last finished a sweep (0: never)',
      registers,
      aggregator: 'max',
    }),
    publishDuration: new Histogram({
      name: 'shop_publish_duration_seconds',
      help: 'Time a publish took, from start to the build served or failed, by outcome',
      labelNames: ['result'],
      buckets: PUBLISH_BUCKETS,
      registers,
    }),
    rateLimited: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Attempts refused by a rate limit, by the limit',
      labelNames: ['limit'],
      registers,
    }),
    shopCeilingTrips: new Counter({
      name: 'shop_ceiling_trips_total',
      help: 'Times a shop-wide hourly ceiling (SMS sent, failed password logins) was reached: once per window, however many are refused after',
      labelNames: ['ceiling'],
      registers,
    }),
    backups: new Counter({
      name: 'shop_backups_total',
      help: 'Scheduled backups taken by this process, by outcome',
      labelNames: ['result'],
      registers,
    }),
    lastBackup: new Gauge({
      name: 'shop_backup_last_success_timestamp_seconds',
      help: 'When the newest archive in BACKUP_DIR was written (0: none), whether by the schedule or npm run backup',
      registers,
      aggregator: 'max',
      collect() {
        if (backupFolder.dir) this.set(newestArchiveSeconds(backupFolder.dir));
      },
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

const metricsKey = Symbol.for('pigment-shop.metrics');
type Shared = { [metricsKey]?: ShopMetrics };

/** This process's series. */
export function metrics(): ShopMetrics {
  const shared = globalThis as Shared;
  shared[metricsKey] ??= createMetrics();
  return shared[metricsKey];
}

/** The words that narrow a limiter key's kind (per account, per client, per window…), as opposed to what it counts for. */
const limitQualifiers = new Set(['account', 'wait', 'client', 'user', 'minute', 'hour', 'day']);

/** A limiter key's kind, without the account, address or id it names: `login:account:138…` → `login_account`, `captcha:::1` → `captcha`. */
export function limitName(key: string): string {
  const [kind = '', qualifier = ''] = key.split(':');
  return (limitQualifiers.has(qualifier) ? `${kind}_${qualifier}` : kind).replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 40);
}
