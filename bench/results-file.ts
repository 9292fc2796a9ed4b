/** bench/RESULTS.md, written anew by `npm run bench` from what it measured. */
import { writeFileSync } from 'node:fs';
import type { Machine } from './machine.ts';
import type { PartOutcome, Table } from './outcome.ts';

export type RunRecord = {
  startedAt: Date;
  seconds: number;
  short: boolean;
  machine: Machine;
  loadBefore: string;
  loadAfter: string;
  outcomes: PartOutcome[];
  /** Parts that stopped with an error, with the error. */
  errors: { part: string; message: string }[];
};

const cell = (value: unknown) => String(value).replaceAll('|', '\\|');

function markdownTable(table: Table): string[] {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  return [
    `**${table.title}**`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => `| ${columns.map((column) => cell(row[column] ?? '')).join(' | ')} |`),
    '',
  ];
}

export function writeResults(file: string, run: RunRecord): void {
  const verdicts = run.outcomes.flatMap((outcome) => outcome.verdicts);
  const missed = verdicts.filter((verdict) => !verdict.pass).length;
  const lines = [
    '# Benchmark results',
    '',
    '<!-- Written by `npm run bench`; do not edit by hand. -->',
    '',
    ...(run.short
      ? ['> **Short mode (`--short`)**: smaller data, seconds-long loads. A check that the benchmarks run, not figures to judge the targets by.', '']
      : []),
    `- Date: ${run.startedAt.toISOString()} (${Math.round(run.seconds)} s)`,
    `- Machine: ${run.machine.cores} cores, ${run.machine.memoryGiB} GiB memory, ${run.machine.cpuModel}, Node ${process.version}`,
    `- Load average (1 / 5 / 15 min): ${run.loadBefore} before, ${run.loadAfter} after. The benchmark itself keeps about ${run.machine.cores} cores busy; more means other work shared the machine.`,
    `- Parts: ${run.outcomes.map((outcome) => outcome.part).join(', ') || 'none'}${run.errors.length ? `; stopped by an error: ${run.errors.map((error) => error.part).join(', ')}` : ''}`,
    `- Targets: ${verdicts.length - missed} of ${verdicts.length} met`,
    '',
    '## Targets',
    '',
    '| | target | measured |',
    '| --- | --- | --- |',
    ...verdicts.map((verdict) => `| ${verdict.pass ? 'PASS' : '**FAIL**'} | ${cell(verdict.target)} | ${cell(verdict.measured)} |`),
    ...run.errors.map((error) => `| **ERROR** | ${error.part} | ${cell(error.message)} |`),
    '',
    ...run.outcomes.flatMap((outcome) => [`## ${outcome.title}`, '', outcome.settings, '', ...outcome.tables.flatMap(markdownTable)]),
  ];
  writeFileSync(file, `${lines.join('\n').trimEnd()}\n`);
}
