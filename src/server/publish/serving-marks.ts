import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Which builds serving processes still use. Each process keeps a mark in `<buildsDir>/.serving` naming
 * the build it serves, touched while it runs (processes of other instances may share the folder), so
 * that pruning old builds never removes one that a process is serving or still switching away from.
 */
const MARKS_DIR = '.serving';
/** A mark not touched for this long belongs to a process that is gone. */
export const MARK_STALE_MS = 60_000;

const markFile = (buildsDir: string) => join(buildsDir, MARKS_DIR, `${hostname()}-${process.pid}`);

/** Records (or refreshes) the build this process serves. */
export function markServing(buildsDir: string, buildId: string): void {
  mkdirSync(join(buildsDir, MARKS_DIR), { recursive: true });
  writeFileSync(markFile(buildsDir), buildId);
}

/** Shows this process is still alive, without changing the build it names. */
export function touchServingMark(buildsDir: string): void {
  const now = new Date();
  try {
    utimesSync(markFile(buildsDir), now, now);
  } catch {
    // Not serving a build yet.
  }
}

export function clearServingMark(buildsDir: string): void {
  rmSync(markFile(buildsDir), { force: true });
}

/** The builds named by marks touched within MARK_STALE_MS; older marks are removed. */
export function buildsInUse(buildsDir: string, now = Date.now()): Set<string> {
  const inUse = new Set<string>();
  const dir = join(buildsDir, MARKS_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return inUse;
  }
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > MARK_STALE_MS) rmSync(file, { force: true });
      else inUse.add(readFileSync(file, 'utf8').trim());
    } catch {
      // Removed by its process meanwhile.
    }
  }
  return inUse;
}
