import { readdirSync } from 'node:fs';
import { errors } from '../../src/schemas/errors.ts';
import { pigmentRow } from '../../tests/helpers/catalogue-sheet.ts';
import { type HostileSheet, hostileSheets, sheetFirstXlsx } from '../../tests/helpers/hostile-sheets.ts';
import type { Check } from './report.ts';

/** Past this a health call means the event loop was held; quietly it answers in a few milliseconds. */
const HEALTH_BOUND_MS = 2_000;
const REFUSAL_BOUND_MS = 30_000;

const expected: Record<HostileSheet, keyof typeof errors> = {
  sameRowNumber: 'importRowsOutOfOrder',
  manyRows: 'importTooManyRows',
  sharedStringAmplification: 'importTooMuchText',
  oversizedInflation: 'importUnpackedTooLarge',
};

type Outcome = { status: number; code: string; ms: number };

async function upload(origin: string, token: string, bytes: Uint8Array, name: string): Promise<Outcome> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  try {
    const response = await fetch(`${origin}/api/admin/catalog/import/preview`, {
      method: 'POST',
      headers: { accessToken: token },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: answer.code ?? '', ms: performance.now() - started };
  } catch (error) {
    return { status: 0, code: (error as Error).name, ms: performance.now() - started };
  }
}

/** `/api/health` over HTTP in a loop until `job` ends: each call's time, and whether each answered 200. */
async function healthWhile<T>(origin: string, job: Promise<T>): Promise<{ outcome: T; healthMs: number[]; failed: number }> {
  let done = false;
  const healthMs: number[] = [];
  let failed = 0;
  const loop = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
      await response?.arrayBuffer();
      healthMs.push(performance.now() - started);
      if (response?.status !== 200) failed++;
    }
  })();
  const outcome = await job.finally(() => {
    done = true;
  });
  await loop;
  return { outcome, healthMs, failed };
}

/**
 * Each hostile spreadsheet uploaded while `/api/health` is called in a loop: a clear refusal, the health
 * calls answered throughout; then a sheet placed before its shared strings and the shop's own export,
 * after which the server's temporary folder holds no more files than before.
 */
export async function hostileUploadChecks(
  origin: string,
  adminToken: string,
  serverTmp: string,
): Promise<{ checks: Check[]; numbers: Record<string, string> }> {
  const checks: Check[] = [];
  const numbers: Record<string, string> = {};
  for (const [name, refusal] of Object.entries(expected) as [HostileSheet, keyof typeof errors][]) {
    const bytes = hostileSheets[name]();
    const { outcome, healthMs, failed } = await healthWhile(origin, upload(origin, adminToken, bytes, `${name}.xlsx`));
    const slowest = Math.max(0, ...healthMs);
    numbers[`${name} (${Math.round(bytes.length / 1024)} kB)`] =
      `refused in ${Math.round(outcome.ms)} ms; ${healthMs.length} health calls, slowest ${Math.round(slowest)} ms`;
    checks.push({
      label: `hostile spreadsheet ${name} refused with ${errors[refusal].code}, /api/health answering meanwhile`,
      ok: outcome.code === errors[refusal].code && outcome.ms < REFUSAL_BOUND_MS && failed === 0 && slowest < HEALTH_BOUND_MS,
      detail: `${outcome.status} ${outcome.code} in ${Math.round(outcome.ms)} ms; health slowest ${Math.round(slowest)} ms, ${failed} failed`,
    });
  }

  const before = new Set(readdirSync(serverTmp));
  const rows = [1, 2].map((pack) => pigmentRow({ code: 'PROOF-SPILL', packNumber: pack, size: '1kg', stock: 1 }, { brand: 'x', category: 'x' }));
  const sheetFirst = await upload(origin, adminToken, sheetFirstXlsx(rows), 'sheet-first.xlsx');
  const exported = await fetch(`${origin}/api/admin/catalog/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: adminToken },
    body: JSON.stringify({ format: 'xlsx' }),
  });
  const ownExport = await upload(origin, adminToken, new Uint8Array(await exported.arrayBuffer()), 'catalogue.xlsx');
  const left = readdirSync(serverTmp).filter((file) => !before.has(file));
  checks.push({
    label: 'a sheet placed before its shared strings, and the shop’s own export, read and leaving no file behind',
    ok: sheetFirst.code === '000000' && ownExport.code === '000000' && left.length === 0,
    detail: `${sheetFirst.code}, ${ownExport.code}; ${left.length ? `left: ${left.join(', ')}` : 'nothing left'}`,
  });
  return { checks, numbers };
}
