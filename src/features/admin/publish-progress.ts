import type { PublishJob } from '../../schemas/publish.ts';

/** Seconds the publish has taken so far, or took. */
export const secondsSince = (job: PublishJob) =>
  Math.max(0, Math.round(((job.finishedAt ? Date.parse(job.finishedAt) : Date.now()) - Date.parse(job.startedAt)) / 1000));

/** About how long compiling the site's code takes before any page is rendered. */
const COMPILE_SECONDS = 20;

/**
 * How far the publish has come, in percent, moving from the first second: compiling fills the first part by
 * time (its length is known only roughly), rendering the rest by the pages done of the pages to render.
 */
export function publishProgress(job: PublishJob, expectedPages: number): number {
  switch (job.stage) {
    case 'preparing':
      return 2;
    case 'building':
      return 5 + Math.min(30, Math.round((secondsSince(job) / COMPILE_SECONDS) * 30));
    case 'pages': {
      const done = (job.pagesBuilt + job.pagesReused) / Math.max(1, job.pagesToRender ?? expectedPages);
      return 35 + Math.min(60, Math.round(done * 60));
    }
    case 'switching':
      return 97;
    case 'done':
      return 100;
  }
}
