/** bench:scale's tables, one row per size, and its targets, judged at the largest size measured. */
import type { LoadResult } from './load.ts';
import type { PartOutcome, Verdict } from './outcome.ts';
import type { PublishFigures } from './scale-publishes.ts';

export type FullBuild = { untilServingSeconds: number; publisherSeconds: number | null; pages: number; peakTreeMiB: number };

export type SizeFigures = {
  products: number;
  seedSeconds: number;
  build: FullBuild;
  /** From the shop answering until its serving process has every product's details in memory (the loads start then). */
  detailsSeconds: number;
  loads: LoadResult[];
  servingRssMiB: number;
  /** Pack changes made while the calls were loaded. */
  sales: number;
  /** The 1-minute load average after the calls: other work on the machine takes from their req/s. */
  loadAverage: number;
  publishes: PublishFigures;
};

const BUILD_TARGET_SECONDS = 180;
const SHARE_OF_SMALLEST_TARGET = 0.8;
const SERVING_RSS_TARGET_MIB = 600;
const CONTENT_PUBLISH_TARGET_SECONDS = 20;
const ONE_PAGE_DISK_TARGET_PERCENT = 5;
/** The publisher keeps 3 builds by default; a BUILDS_KEEP in this run's environment reaches the shop, which inherits it. */
export const keepCount = () => Number(process.env.BUILDS_KEEP || 3);

const seconds = (value: number) => Number(value.toFixed(1));
const mib = (kb: number) => Number((kb / 1024).toFixed(1));
const count = (products: number) => products.toLocaleString('en');
const failuresOf = (figures: SizeFigures) => figures.loads.reduce((sum, load) => sum + load.non2xx + load.errors + load.notSuccess, 0);
const diskShare = (figures: SizeFigures) => (100 * figures.publishes.contentAddedKb) / figures.publishes.fullBuildKb;

/** How the catalogue calls were loaded: connections, seconds a call, and a sale every `saleEveryMs` meanwhile. */
export type LoadSettings = { connections: number; secondsPerCall: number; saleEveryMs: number };

function tables(measured: SizeFigures[], load: LoadSettings): PartOutcome['tables'] {
  const smallest = measured[0]!;
  return [
    {
      title:
        'Seed, full build (start --build until the shop answers; the publisher’s own time), details in memory (after the shop answers) and the serving process',
      rows: measured.map((figures) => ({
        products: figures.products,
        seedS: seconds(figures.seedSeconds),
        buildUntilServingS: seconds(figures.build.untilServingSeconds),
        publisherBuildS: figures.build.publisherSeconds === null ? 'n/a' : seconds(figures.build.publisherSeconds),
        pages: figures.build.pages,
        buildPeakTreeMiB: figures.build.peakTreeMiB,
        detailsInMemoryS: seconds(figures.detailsSeconds),
        servingRssAfterLoadMiB: figures.servingRssMiB,
        salesDuringLoad: figures.sales,
      })),
    },
    {
      title: `Catalogue calls (one serving process, ${load.connections} connections, ${load.secondsPerCall} s a call, a sale every ${load.saleEveryMs} ms; latency percentiles)`,
      rows: measured.flatMap((figures) =>
        figures.loads.map((result) => ({
          products: figures.products,
          call: result.call,
          reqPerSec: result.reqPerSec,
          [`x${count(smallest.products)}`]: Number((result.reqPerSec / smallest.loads.find((base) => base.call === result.call)!.reqPerSec).toFixed(2)),
          p50Ms: result.p50Ms,
          p95Ms: result.p95Ms,
          p99Ms: result.p99Ms,
          failures: result.non2xx + result.errors + result.notSuccess,
          loadAverage: figures.loadAverage,
        })),
      ),
    },
    {
      title: 'Publishes (request to job succeeded; pages the job rendered and reused; HTML files not hard-linked to the build before)',
      rows: measured.map(({ products, publishes }) => ({
        products,
        articleS: seconds(publishes.content.seconds),
        articleRendered: publishes.content.job.pagesBuilt,
        articleReused: publishes.content.job.pagesReused,
        articleNotLinked: publishes.content.writtenAnew,
        productNameS: seconds(publishes.product.seconds),
        productRendered: publishes.product.job.pagesBuilt,
        productReused: publishes.product.job.pagesReused,
        productNotLinked: publishes.product.writtenAnew,
        publishes3to5S: publishes.laterSeconds.map((each) => each.toFixed(1)).join(' / '),
      })),
    },
    {
      title: 'Disk (du -sk, hard links counted once)',
      rows: measured.map((figures) => ({
        products: figures.products,
        fullBuildMiB: mib(figures.publishes.fullBuildKb),
        articlePublishAddedMiB: mib(figures.publishes.contentAddedKb),
        addedPercentOfFullBuild: Number(diskShare(figures).toFixed(1)),
        buildFoldersAfter5Publishes: figures.publishes.foldersAfterFivePublishes,
      })),
    },
  ];
}

function verdicts(measured: SizeFigures[]): Verdict[] {
  const smallest = measured[0]!;
  const largest = measured.at(-1)!;
  const at = `at ${count(largest.products)} products`;
  const list: Verdict[] = [];
  const build = largest.build.untilServingSeconds;
  list.push({
    target: `full build ${at} ≤ ${BUILD_TARGET_SECONDS} s`,
    pass: build <= BUILD_TARGET_SECONDS,
    measured: `${build.toFixed(1)} s, peak ${largest.build.peakTreeMiB} MiB`,
  });
  if (largest !== smallest)
    for (const result of largest.loads) {
      const share = result.reqPerSec / smallest.loads.find((base) => base.call === result.call)!.reqPerSec;
      list.push({
        target: `${result.call} req/s ${at} ≥ ${SHARE_OF_SMALLEST_TARGET} × at ${count(smallest.products)}`,
        pass: share >= SHARE_OF_SMALLEST_TARGET,
        measured: `${share.toFixed(2)} × (${result.reqPerSec} req/s)`,
      });
    }
  list.push({
    target: `serving process RSS after the load ${at} ≤ ${SERVING_RSS_TARGET_MIB} MiB`,
    pass: largest.servingRssMiB <= SERVING_RSS_TARGET_MIB,
    measured: `${largest.servingRssMiB} MiB`,
  });
  const content = largest.publishes.content.seconds;
  list.push({
    target: `content-only publish (one article) ${at} ≤ ${CONTENT_PUBLISH_TARGET_SECONDS} s`,
    pass: content <= CONTENT_PUBLISH_TARGET_SECONDS,
    measured: `${content.toFixed(1)} s`,
  });
  const share = diskShare(largest);
  list.push({
    target: `a one-page publish ${at} adds ≤ ${ONE_PAGE_DISK_TARGET_PERCENT}% of a full build's disk`,
    pass: share <= ONE_PAGE_DISK_TARGET_PERCENT,
    measured: `${share.toFixed(1)}% (${mib(largest.publishes.contentAddedKb)} of ${mib(largest.publishes.fullBuildKb)} MiB)`,
  });
  const folders = largest.publishes.foldersAfterFivePublishes;
  list.push({ target: `build folders after 5 publishes ≤ ${keepCount()} (the keep count)`, pass: folders <= keepCount(), measured: `${folders}` });
  const stale = measured.flatMap(({ products, publishes }) =>
    Object.entries({ article: publishes.content.shown, 'product name': publishes.product.shown, 'articles 3-5': publishes.laterShown })
      .filter(([, shown]) => !shown)
      .map(([what]) => `${what} at ${count(products)}`),
  );
  list.push({
    target: 'every publish serves its edit on the page it changed',
    pass: stale.length === 0,
    measured: stale.length ? `missing: ${stale.join(', ')}` : 'all shown',
  });
  const failures = measured.reduce((sum, figures) => sum + failuresOf(figures), 0);
  list.push({ target: 'every catalogue answer succeeded (2xx, code 000000)', pass: failures === 0, measured: `${failures} failures` });
  return list;
}

export function scaleOutcome(measured: SizeFigures[], load: LoadSettings): PartOutcome {
  return {
    part: 'scale',
    title: 'The shop by catalogue size, on PostgreSQL',
    settings: `${measured.map((figures) => count(figures.products)).join(' / ')} products; ${load.connections} connections, ${load.secondsPerCall} s a call, a sale every ${load.saleEveryMs} ms`,
    tables: tables(measured, load),
    verdicts: verdicts(measured),
  };
}
