import type { PublishJob } from '../../schemas/publish.ts';

/** What a build process prints once its routes have listed their pages (src/integrations/pages-to-render.ts). */
export const pagesToRenderLine = (count: number) => `pages to render: ${count}`;
export const PAGES_TO_RENDER_PATTERN = /pages to render: (\d+)/;

type Progress = Pick<PublishJob, 'stage' | 'pagesBuilt' | 'pagesReused' | 'pagesToRender' | 'startedAt'>;

/** One line saying what the build is doing: "rendering pages: 120/715". */
export function describeProgress(job: Progress, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(job.startedAt)) / 1000));
  switch (job.stage) {
    case 'preparing':
      return 'preparing the build…';
    case 'building':
      return `compiling the site's code… (${seconds} s)`;
    case 'pages': {
      if (job.pagesToRender === null && job.pagesBuilt === 0) return `listing the pages to build… (${seconds} s)`;
      const reused = job.pagesReused > 0 ? `, ${job.pagesReused} reused from the previous build` : '';
      const count = job.pagesToRender === null ? `${job.pagesBuilt}` : `${Math.min(job.pagesBuilt, job.pagesToRender)}/${job.pagesToRender}`;
      return `rendering pages: ${count}${reused} (${seconds} s)`;
    }
    case 'switching':
      return 'switching to the new build…';
    case 'done':
      return 'done';
  }
}

/** Without a terminal (a log file, a service's journal): a line per stage, then one per tenth of the pages or a few seconds. */
const LOG_STEP = 0.1;
const LOG_MIN_GAP_MS = 3_000;
const LOG_HEARTBEAT_MS = 15_000;

type ReporterOptions = { tty: boolean; write: (text: string) => void; now?: () => number };

/**
 * Shows a build's progress: on a terminal one line rewritten in place; elsewhere new lines, few enough
 * not to flood a log (a stage change, another tenth of the pages at most every few seconds, or else a
 * line every 15 seconds).
 */
export function progressReporter({ tty, write, now = Date.now }: ReporterOptions) {
  let shown = '';
  let lastLineAt = Number.NEGATIVE_INFINITY;
  let lastStage: Progress['stage'] | null = null;
  let lastTotal: number | null = null;
  let lastFraction = 0;
  return {
    update(job: Progress) {
      const at = now();
      const text = describeProgress(job, at);
      if (tty) {
        if (text !== shown) write(`\r\x1b[2K${text}`);
        shown = text;
        return;
      }
      const fraction = job.stage === 'pages' && job.pagesToRender ? Math.min(1, job.pagesBuilt / job.pagesToRender) : 0;
      // A new stage, or the count of pages to render now known.
      const newStage = job.stage !== lastStage || job.pagesToRender !== lastTotal;
      // The last page is always told, however soon after the line before.
      const stepped = (fraction - lastFraction >= LOG_STEP && at - lastLineAt >= LOG_MIN_GAP_MS) || (fraction === 1 && lastFraction < 1);
      const quiet = at - lastLineAt >= LOG_HEARTBEAT_MS;
      if (!newStage && !stepped && !quiet) return;
      write(`${text}\n`);
      lastLineAt = at;
      lastStage = job.stage;
      lastTotal = job.pagesToRender;
      if (newStage || stepped) lastFraction = fraction === 1 ? 1 : Math.floor(fraction / LOG_STEP) * LOG_STEP;
    },
    /** Clears the line in place, for what the caller prints next. */
    end() {
      if (tty && shown) write('\r\x1b[2K');
      shown = '';
    },
  };
}

/** Follows a running job until `stop`: every quarter second on a terminal, every second otherwise. */
export function followBuild(read: () => Progress | undefined, out: { isTTY?: boolean; write: (text: string) => unknown }): () => void {
  const tty = out.isTTY === true;
  const reporter = progressReporter({ tty, write: (text) => void out.write(text) });
  const tick = () => {
    const job = read();
    if (job) reporter.update(job);
  };
  tick();
  const timer = setInterval(tick, tty ? 250 : 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    reporter.end();
  };
}
