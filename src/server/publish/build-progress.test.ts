import { describe, expect, it } from 'vitest';
import type { PublishJob } from '../../schemas/publish.ts';
import { describeProgress, PAGES_TO_RENDER_PATTERN, pagesToRenderLine, progressReporter } from './build-progress.ts';

const startedAt = '2026-01-01T00:00:00.000Z';
const start = Date.parse(startedAt);
type Progress = Pick<PublishJob, 'stage' | 'pagesBuilt' | 'pagesReused' | 'pagesToRender' | 'startedAt'>;
const job = (changes: Partial<Progress>): Progress => ({ stage: 'pages', pagesBuilt: 0, pagesReused: 0, pagesToRender: 715, startedAt, ...changes });

describe('build progress', () => {
  it('says what the build is doing, with the pages rendered of those it will render', () => {
    expect(describeProgress(job({ stage: 'preparing' }), start)).toBe('preparing the build…');
    expect(describeProgress(job({ stage: 'building' }), start + 12_400)).toBe("compiling the site's code… (12 s)");
    expect(describeProgress(job({ pagesBuilt: 120 }), start + 30_000)).toBe('rendering pages: 120/715 (30 s)');
    expect(describeProgress(job({ pagesBuilt: 0, pagesToRender: null }), start + 5000)).toBe('listing the pages to build… (5 s)');
    expect(describeProgress(job({ pagesBuilt: 3, pagesToRender: null }), start)).toBe('rendering pages: 3 (0 s)');
    expect(describeProgress(job({ pagesBuilt: 40, pagesToRender: 40, pagesReused: 675 }), start)).toBe(
      'rendering pages: 40/40, 675 reused from the previous build (0 s)',
    );
    expect(describeProgress(job({ stage: 'switching' }), start)).toBe('switching to the new build…');
  });

  it('reads back the count a build process prints', () => {
    expect('[build] pages to render: 715'.match(PAGES_TO_RENDER_PATTERN)?.[1]).toBe('715');
    expect(pagesToRenderLine(12)).toMatch(PAGES_TO_RENDER_PATTERN);
  });

  it('rewrites one line in place on a terminal, only when it changes', () => {
    const written: string[] = [];
    let now = start;
    const reporter = progressReporter({ tty: true, write: (text) => written.push(text), now: () => now });
    reporter.update(job({ pagesBuilt: 1 }));
    reporter.update(job({ pagesBuilt: 1 }));
    now += 1000;
    reporter.update(job({ pagesBuilt: 2 }));
    reporter.end();
    expect(written).toEqual(['\r\x1b[2Krendering pages: 1/715 (0 s)', '\r\x1b[2Krendering pages: 2/715 (1 s)', '\r\x1b[2K']);
  });

  it('without a terminal writes a line per stage and per tenth of the pages, not one per page', () => {
    const lines: string[] = [];
    let now = start;
    const reporter = progressReporter({ tty: false, write: (text) => lines.push(text), now: () => now });
    reporter.update(job({ stage: 'preparing' }));
    now += 500;
    reporter.update(job({ stage: 'building' }));
    // A page every 50 ms: 715 updates over 36 seconds.
    for (let built = 0; built <= 715; built++) {
      now += 50;
      reporter.update(job({ pagesBuilt: built }));
    }
    now += 100;
    reporter.update(job({ stage: 'switching', pagesBuilt: 715 }));
    expect(lines.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(lines[0]).toBe('preparing the build…\n');
    expect(lines[1]).toMatch(/^compiling/);
    const pageLines = lines.filter((line) => line.startsWith('rendering pages'));
    expect(pageLines.length).toBeGreaterThanOrEqual(5);
    expect(pageLines.length).toBeLessThanOrEqual(12);
    expect(pageLines.at(-1)).toMatch(/^rendering pages: 715\/715/);
    expect(lines.at(-1)).toBe('switching to the new build…\n');
  });

  it('without a terminal still says something every 15 seconds of a long quiet stage', () => {
    const lines: string[] = [];
    let now = start;
    const reporter = progressReporter({ tty: false, write: (text) => lines.push(text), now: () => now });
    for (let second = 0; second <= 60; second++) {
      reporter.update(job({ stage: 'building' }));
      now += 1000;
    }
    expect(lines).toEqual([
      "compiling the site's code… (0 s)\n",
      "compiling the site's code… (15 s)\n",
      "compiling the site's code… (30 s)\n",
      "compiling the site's code… (45 s)\n",
      "compiling the site's code… (60 s)\n",
    ]);
  });
});
