/** The peak memory of a process and everything it starts, sampled from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // already gone
  }
};

/** The processes `pid` started itself (not theirs). */
export function childrenOf(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    // gone between listing and reading
  }
  return children;
}

export const withDescendants = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap(withDescendants)];

/** A process's resident memory now (VmRSS), in MiB; 0 once it is gone. */
export const residentMiB = (pid: number): number => Math.round(statusKb(pid, 'VmRSS') / 1024);

/** The resident memory of a process and everything it starts, now. */
export const treeResidentMiB = (pid: number): number => Math.round(withDescendants(pid).reduce((sum, each) => sum + statusKb(each, 'VmRSS'), 0) / 1024);

/**
 * `treeMiB`: the largest sum of resident memory over the process tree at one sample (a sample every
 * `intervalMs` can miss a short spike); `mainMiB`: the main process's own high-water mark, exact.
 */
export function trackPeakRss(pid: number, intervalMs = 100): { stop: () => { treeMiB: number; mainMiB: number } } {
  let treeKb = 0;
  let mainKb = 0;
  const sample = () => {
    treeKb = Math.max(
      treeKb,
      withDescendants(pid).reduce((sum, each) => sum + statusKb(each, 'VmRSS'), 0),
    );
    mainKb = Math.max(mainKb, statusKb(pid, 'VmHWM'));
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { treeMiB: Math.round(treeKb / 1024), mainMiB: Math.round(mainKb / 1024) };
    },
  };
}
