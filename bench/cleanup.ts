/** Clean-ups that run once, at the end or on Ctrl-C, so no database or temp folder outlives a benchmark. */
const steps: (() => unknown)[] = [];

/** Registered steps run last-registered first (a server stops before its database is dropped). */
export function onCleanup(step: () => unknown): void {
  steps.push(step);
}

export async function cleanUp(): Promise<void> {
  while (steps.length) {
    try {
      await steps.pop()!();
    } catch (error) {
      console.error(`clean-up step failed: ${(error as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
