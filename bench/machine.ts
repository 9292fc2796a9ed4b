/** The machine a benchmark ran on, for RESULTS.md. */
import { cpus, loadavg, totalmem } from 'node:os';

export type Machine = { cores: number; memoryGiB: number; cpuModel: string };

export function describeMachine(): Machine {
  const all = cpus();
  return { cores: all.length, memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10, cpuModel: all[0]?.model.trim() ?? 'unknown' };
}

/** The 1, 5 and 15 minute load averages, e.g. "1.92 / 2.40 / 3.01". */
export const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
