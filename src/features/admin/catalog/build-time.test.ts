import { describe, expect, it } from 'vitest';
import { buildStartedAt, hasUnpublishedChanges } from './build-time.ts';

describe('unpublished catalogue changes', () => {
  it('reads the UTC start of a build from its id, and nothing from another shape', () => {
    expect(buildStartedAt('20261125075949-45f955')?.toISOString()).toBe('2026-11-25T07:59:49.000Z');
    for (const id of [null, undefined, '', 'dev', '2026-11-25']) expect(buildStartedAt(id)).toBeNull();
  });

  it('flags products changed after the served build began, not before or without a known build', () => {
    const build = '20261125075949-45f955';
    expect(hasUnpublishedChanges('2026-11-25T08:10:00.000Z', build)).toBe(true);
    expect(hasUnpublishedChanges('2026-11-25T07:59:49.500Z', build)).toBe(false);
    expect(hasUnpublishedChanges('2026-11-25T07:00:00.000Z', build)).toBe(false);
    expect(hasUnpublishedChanges(null, build)).toBe(false);
    expect(hasUnpublishedChanges('2026-11-25T08:10:00.000Z', 'dev')).toBe(false);
  });
});
