import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildsInUse, clearServingMark, MARK_STALE_MS, markServing, touchServingMark } from './serving-marks.ts';

let buildsDir: string;
beforeEach(() => {
  mkdirSync('data', { recursive: true });
  buildsDir = mkdtempSync(join('data', 'serving-marks-test-'));
});
afterEach(() => rmSync(buildsDir, { recursive: true, force: true }));

describe('serving marks', () => {
  it('name the build this process serves until it stops, and go stale if it dies', () => {
    expect(buildsInUse(buildsDir)).toEqual(new Set());
    markServing(buildsDir, 'build-a');
    expect(buildsInUse(buildsDir)).toEqual(new Set(['build-a']));
    markServing(buildsDir, 'build-b');
    touchServingMark(buildsDir);
    expect(buildsInUse(buildsDir)).toEqual(new Set(['build-b']));

    // A process that died without clearing its mark stops protecting its build after MARK_STALE_MS.
    expect(buildsInUse(buildsDir, Date.now() + MARK_STALE_MS + 1000)).toEqual(new Set());
    expect(readdirSync(join(buildsDir, '.serving'))).toEqual([]);

    markServing(buildsDir, 'build-c');
    clearServingMark(buildsDir);
    expect(buildsInUse(buildsDir)).toEqual(new Set());
  });
});
