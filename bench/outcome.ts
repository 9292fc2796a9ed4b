/** What each benchmark part answers: its tables and its targets met or missed, printed and written to RESULTS.md. */

export type Verdict = { target: string; pass: boolean; measured: string };

export type Table = { title: string; rows: Record<string, string | number>[] };

export type PartOutcome = {
  part: string;
  title: string;
  /** How it was measured: sizes, connections, durations. */
  settings: string;
  tables: Table[];
  verdicts: Verdict[];
};

export type BenchOptions = { short: boolean };

export const isShortRun = () => process.argv.includes('--short');

export function printOutcome(outcome: PartOutcome): void {
  console.log(`\n== ${outcome.title} (${outcome.settings})`);
  for (const table of outcome.tables) {
    console.log(table.title);
    console.table(table.rows);
  }
  for (const verdict of outcome.verdicts) console.log(`${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target}: ${verdict.measured}`);
}
