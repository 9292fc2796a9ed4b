/** How every proof reports: one line per check, then one summary line, and a non-zero exit on failure. */

export const isShort = process.argv.includes('--short');

export type Check = { label: string; ok: boolean; detail?: string | number };

export function report(name: string, checks: Check[], numbers: Record<string, string | number> = {}): boolean {
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.label}${check.detail === undefined ? '' : `: ${check.detail}`}`);
  const failed = checks.filter((check) => !check.ok).length;
  const figures = Object.entries(numbers)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(
    `${failed === 0 ? 'PASS' : 'FAIL'} proof:${name}${isShort ? ' (short)' : ''} — ${checks.length - failed}/${checks.length} checks${figures ? ` — ${figures}` : ''}`,
  );
  if (failed > 0) process.exitCode = 1;
  return failed === 0;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** Runs the proof body, always running `cleanup` (servers, databases) and turning a crash into a FAIL line. */
export async function runProof(name: string, body: (cleanupLater: (step: () => Promise<unknown>) => void) => Promise<void>): Promise<void> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await body((step) => cleanups.unshift(step));
  } catch (error) {
    console.error(error);
    console.log(`FAIL proof:${name} — stopped by an error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    for (const step of cleanups) await step().catch((error: unknown) => console.error(`clean-up: ${String(error)}`));
  }
  // Open pools or sockets must not keep a finished proof alive.
  process.exit();
}
