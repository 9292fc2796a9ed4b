/**
 * `npm run bench`: every benchmark of the shop in one run (pages, api, build, static, checkout, publish), each
 * printed as it ends, then written to bench/RESULTS.md with the machine and the load average.
 * `-- --only=static,checkout` runs some parts; `-- --short` runs each small and briefly.
 * Exits 0 even when targets are missed (they are in the file), non-zero when a part could not run.
 */
import { benchApi } from './api.ts';
import { benchBuild } from './build.ts';
import { benchCheckout } from './checkout.ts';
import { cleanUp } from './cleanup.ts';
import { describeMachine, loadAverages } from './machine.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { benchPages } from './pages.ts';
import { benchPublish } from './publish.ts';
import { type RunRecord, writeResults } from './results-file.ts';
import { benchStatic } from './static.ts';

const PARTS: Record<string, (options: BenchOptions) => Promise<PartOutcome>> = {
  pages: benchPages,
  api: benchApi,
  build: benchBuild,
  static: benchStatic,
  checkout: benchCheckout,
  publish: benchPublish,
};
const RESULTS_FILE = 'bench/RESULTS.md';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

const short = isShortRun();
const record: RunRecord = {
  startedAt: new Date(),
  seconds: 0,
  short,
  machine: describeMachine(),
  loadBefore: loadAverages(),
  loadAfter: '',
  outcomes: [],
  errors: [],
};
const started = performance.now();
try {
  for (const [name, run] of Object.entries(PARTS)) {
    if (only && !only.includes(name)) continue;
    console.log(`\n>> ${name}${short ? ' (short)' : ''}`);
    try {
      const outcome = await run({ short });
      printOutcome(outcome);
      record.outcomes.push(outcome);
    } catch (error) {
      console.error(error);
      record.errors.push({ part: name, message: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }
} finally {
  await cleanUp();
}
record.loadAfter = loadAverages();
record.seconds = (performance.now() - started) / 1000;
writeResults(RESULTS_FILE, record);
const verdicts = record.outcomes.flatMap((outcome) => outcome.verdicts);
console.log(
  `\n${verdicts.filter((verdict) => verdict.pass).length}/${verdicts.length} targets met; ${record.errors.length} part(s) stopped by an error. Written to ${RESULTS_FILE}.`,
);
if (record.errors.length) process.exitCode = 1;
process.exit();
