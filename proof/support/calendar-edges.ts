/**
 * The edges of the calendar, tried in every date field of the valid bodies: years 0001 and 9999 (year 0000
 * or 10000 once a Beijing day is written in UTC), just outside the shop's calendar, and days that do not
 * exist. Each must be refused by its contract as invalid input, never reach the database.
 */
import { call, inBatches } from './http.ts';
import type { Check } from './report.ts';
import { leavesOf, type ValidCall, withLeaf } from './valid-calls.ts';

const dayShape = /^\d{4}-\d{2}-\d{2}$/;
const momentShape = /^\d{4}-\d{2}-\d{2}T/;
const edgeDays = ['0001-01-01', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '2026-02-30', '2026-13-01'];
const edgeMoments = [
  '0001-01-01T00:00:00+08:00',
  '0001-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T08:00:00+08:00',
];

const valueAt = (body: unknown, leaf: (string | number)[]) =>
  leaf.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), body);

export async function calendarEdgeChecks(origin: string, valid: ValidCall[]): Promise<Check[]> {
  const jobs = valid.flatMap((entry) =>
    leavesOf(entry.body).flatMap((leaf) => {
      const value = valueAt(entry.body, leaf);
      const edges = typeof value !== 'string' ? [] : dayShape.test(value) ? edgeDays : momentShape.test(value) ? edgeMoments : [];
      return edges.map((edge) => ({ entry, field: `${entry.path} ${leaf.join('.')}`, edge, body: withLeaf(entry.body, leaf, edge) }));
    }),
  );
  const answers = await inBatches(jobs, 4, async (job) => ({
    job,
    answer: await call(origin, job.entry.path, job.body, { token: job.entry.token, timeoutMs: 30_000 }),
  }));
  const broken = answers.filter(
    ({ answer }) => answer.status >= 500 || answer.status === 0 || !answer.contentType.includes('application/json') || !/^\d{6}$/.test(answer.code),
  );
  const letThrough = answers.filter(({ answer }) => answer.code !== '000002');
  const sample = (list: typeof answers) =>
    list
      .slice(0, 3)
      .map(({ job, answer }) => `${job.field}=${job.edge} → ${answer.status} ${answer.code}`)
      .join('; ');
  const fields = new Set(jobs.map((job) => job.field));
  return [
    { label: 'date fields of the valid bodies tried at the edges of the calendar', ok: fields.size >= 5, detail: [...fields].join(', ') },
    {
      label: 'calendar edges answered with a 5xx, no answer or outside the envelope',
      ok: broken.length === 0,
      detail: broken.length ? `${broken.length}: ${sample(broken)}` : `0 of ${answers.length}`,
    },
    {
      label: 'calendar edges let through by their contract',
      ok: letThrough.length === 0,
      detail: letThrough.length ? `${letThrough.length}: ${sample(letThrough)}` : 0,
    },
  ];
}
