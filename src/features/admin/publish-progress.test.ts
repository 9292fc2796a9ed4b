import { describe, expect, it } from 'vitest';
import type { PublishJob } from '../../schemas/publish.ts';
import { publishProgress, secondsSince } from './publish-progress.ts';

const startedAt = new Date(Date.now() - 4_000).toISOString();
const job = (changes: Partial<PublishJob>): PublishJob => ({
  id: 'j',
  buildId: 'b',
  state: 'running',
  stage: 'preparing',
  pagesBuilt: 0,
  pagesReused: 0,
  pagesToRender: null,
  error: null,
  logTail: [],
  startedAt,
  finishedAt: null,
  ...changes,
});

describe('publish progress', () => {
  it('moves from the first second and only forwards through the stages', () => {
    const steps = [
      job({ stage: 'preparing' }),
      job({ stage: 'building' }),
      job({ stage: 'building', startedAt: new Date(Date.now() - 60_000).toISOString() }),
      job({ stage: 'pages' }),
      job({ stage: 'pages', pagesToRender: 100, pagesBuilt: 10, pagesReused: 40 }),
      job({ stage: 'pages', pagesToRender: 100, pagesBuilt: 60, pagesReused: 40 }),
      job({ stage: 'switching', pagesToRender: 100, pagesBuilt: 60, pagesReused: 40 }),
      job({ stage: 'done', state: 'succeeded' }),
    ].map((step) => publishProgress(step, 800));
    expect(steps[0]).toBeGreaterThan(0);
    expect(steps[1]).toBeGreaterThan(steps[0]!);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!);
    expect(steps.at(-1)).toBe(100);
    expect(Math.max(...steps.slice(0, -1))).toBeLessThan(100);
  });

  it('counts the pages against the estimate until the build has listed them', () => {
    expect(publishProgress(job({ stage: 'pages', pagesBuilt: 400 }), 800)).toBe(
      publishProgress(job({ stage: 'pages', pagesBuilt: 50, pagesToRender: 100 }), 1),
    );
  });

  it('tells the seconds taken, and stops counting once finished', () => {
    expect(secondsSince(job({}))).toBeGreaterThanOrEqual(4);
    expect(secondsSince(job({ finishedAt: new Date(Date.parse(startedAt) + 12_000).toISOString() }))).toBe(12);
  });
});
