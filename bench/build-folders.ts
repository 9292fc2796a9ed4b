/** What published builds take on disk, how many are kept, and which pages a publish wrote rather than linked. */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** `du -sk`: a file hard-linked into several builds is counted once. */
export function diskKb(dir: string): number {
  return Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]);
}

/** Build folders (`.serving` holds the serving processes' marks). */
export function buildFolderCount(buildsDir: string): number {
  return readdirSync(buildsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).length;
}

/** The build folders once the last publish's removal of old builds, which runs after its job, is down to `keep` (waiting up to 30 s). */
export async function buildFoldersAfterRemoval(buildsDir: string, keep: number): Promise<number> {
  for (let second = 0; second < 30 && buildFolderCount(buildsDir) > keep; second++) await new Promise((resolve) => setTimeout(resolve, 1000));
  return buildFolderCount(buildsDir);
}

/** The HTML files of `nextBuild` that are not the same file (hard link) as the one at their path in `previousBuild`. */
export function pagesWrittenAnew(previousBuild: string, nextBuild: string): number {
  const client = join(nextBuild, 'client');
  let written = 0;
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const before = statSync(join(previousBuild, 'client', relative(client, path)), { throwIfNoEntry: false });
    if (!before || before.ino !== statSync(path).ino) written++;
  }
  return written;
}
