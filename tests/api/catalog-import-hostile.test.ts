import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportPreview, ISSUE_VALUE_MAX_CHARS } from '../../src/schemas/catalog-import.ts';
import { IMPORT_PREVIEW_LIST_LIMIT } from '../../src/schemas/catalog-import-limits.ts';
import { errors } from '../../src/schemas/errors.ts';
import { users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { ApiError } from '../../src/server/http/api-error.ts';
import { previewImport } from '../../src/server/services/catalog-import/preview.ts';
import { firstPlacement, pigmentRow, type SheetRow } from '../helpers/catalogue-sheet.ts';
import { type HostileSheet, hostileSheets, inlineXlsx, sheetFirstXlsx } from '../helpers/hostile-sheets.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

type Answer = { status: number; code: string; data: ImportPreview };

async function preview(bytes: Uint8Array, name: string): Promise<Answer> {
  // Within the per-admin rate limit of sheet jobs.
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 5_000);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await ctx.app.request(
    '/api/admin/catalog/import/preview',
    { method: 'POST', headers: { accessToken: admin, 'accept-language': 'en' }, body: form },
    { clientAddress: '127.0.0.1' },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data: ImportPreview }) };
}

/**
 * `/api/health` called in a loop while `job` runs: how long each call took to answer, counting the wait for
 * its turn on the event loop (a loop blocked by the job shows as one long call).
 */
async function healthMeanwhile<T>(job: Promise<T>): Promise<{ outcome: T; healthMs: number[]; statuses: number[] }> {
  let done = false;
  const healthMs: number[] = [];
  const statuses: number[] = [];
  const checks = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await ctx.app.request('/api/health');
      await response.arrayBuffer();
      await sleep(10);
      healthMs.push(performance.now() - started - 10);
      statuses.push(response.status);
    }
  })();
  const outcome = await job.finally(() => {
    done = true;
  });
  await checks;
  return { outcome, healthMs, statuses };
}

const refusals: Record<HostileSheet, keyof typeof errors> = {
  sameRowNumber: 'importRowsOutOfOrder',
  manyRows: 'importTooManyRows',
  sharedStringAmplification: 'importTooMuchText',
  oversizedInflation: 'importUnpackedTooLarge',
};

describe('hostile spreadsheets', () => {
  for (const [name, refusal] of Object.entries(refusals) as [HostileSheet, keyof typeof errors][]) {
    it(`refuses ${name} with ${errors[refusal].code} while /api/health keeps answering`, { timeout: 180_000 }, async () => {
      const bytes = hostileSheets[name]();
      const started = performance.now();
      const { outcome, healthMs, statuses } = await healthMeanwhile(preview(bytes, `${name}.xlsx`));
      const refusedMs = performance.now() - started;
      console.log(
        `${name}: ${(bytes.length / 1024).toFixed(0)} kB refused in ${refusedMs.toFixed(0)} ms; ` +
          `${healthMs.length} health calls meanwhile, slowest ${Math.max(...healthMs).toFixed(1)} ms`,
      );
      expect(outcome.code).toBe(errors[refusal].code);
      expect(outcome.status).toBe(errors[refusal].status);
      expect(healthMs.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Reading runs beside the event loop: a loop stalled by the sheet would make one health call last about as long as the refusal.
      expect(Math.max(...healthMs)).toBeLessThan(refusedMs / 2);
    });
  }

  it('refuses rows numbered twice or backwards, and reads rows written without numbers', async () => {
    const rows = [0, 1, 2].map((index) => pigmentRow({ code: `ORDER-${index}`, packNumber: 1, size: '1kg', stock: 1 }, { brand: 'x', category: 'x' }));
    expect((await preview(inlineXlsx(rows, { rowNumbers: [3, 5, 4] }), 'backwards.xlsx')).code).toBe(errors.importRowsOutOfOrder.code);
    expect((await preview(inlineXlsx(rows, { rowNumbers: [3, 4, 4] }), 'twice.xlsx')).code).toBe(errors.importRowsOutOfOrder.code);
    const read = await preview(inlineXlsx(rows), 'in-order.xlsx');
    expect(read.code).toBe('000000');
    expect(read.data.summary.rowCount).toBe(3);
  });

  it('answers a page of errors with their count, each wrong value cut short', async () => {
    const where = await firstPlacement(ctx.db);
    const rows: SheetRow[] = Array.from({ length: IMPORT_PREVIEW_LIST_LIMIT + 100 }, (_, index) =>
      pigmentRow({ code: `PAGE-${index}`, packNumber: 1, size: '1kg', stock: 1 }, where, { price: `${'9'.repeat(3_000)}x` }),
    );
    const answer = await preview(inlineXlsx(rows), 'many-errors.xlsx');
    expect(answer.code).toBe('000000');
    expect(answer.data.errorCount).toBe(rows.length);
    expect(answer.data.errors).toHaveLength(IMPORT_PREVIEW_LIST_LIMIT);
    expect(answer.data.errors[0]).toMatchObject({ row: 3, column: 'price', issue: 'badPrice' });
    expect(Math.max(...answer.data.errors.map((error) => error.value.length))).toBeLessThanOrEqual(ISSUE_VALUE_MAX_CHARS);
    expect(answer.data.changeCount).toBe(rows.length);
    expect(answer.data.changes.length).toBeLessThanOrEqual(IMPORT_PREVIEW_LIST_LIMIT);
  });

  it('leaves no file behind: a sheet placed before its shared strings, and the shop’s own export', async () => {
    const where = await firstPlacement(ctx.db);
    const rows = [1, 2].map((pack) => pigmentRow({ code: 'SPILL-FIRST', packNumber: pack, size: '1kg', stock: pack }, where));
    const folder = mkdtempSync(join(tmpdir(), 'import-spill-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = folder;
    try {
      const sheetFirst = await preview(sheetFirstXlsx(rows), 'sheet-first.xlsx');
      expect(sheetFirst.code).toBe('000000');
      expect(sheetFirst.data).toMatchObject({ errorCount: 0, summary: { packs: { create: 2 } } });
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 5_000);
      const exported = await ctx.app.request('/api/admin/catalog/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken: admin },
        body: JSON.stringify({ format: 'xlsx' }),
      });
      const ownExport = await preview(new Uint8Array(await exported.arrayBuffer()), 'catalogue.xlsx');
      expect(ownExport.code).toBe('000000');
      expect(ownExport.data.errorCount).toBe(0);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      process.env.TMPDIR = saved;
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops reading past its time budget and refuses the file', async () => {
    const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.admin.phone));
    const rows = Array.from({ length: 2_000 }, (_, index) =>
      pigmentRow({ code: `SLOW-${index}`, packNumber: 1, size: '1kg', stock: 1 }, { brand: 'x', category: 'x' }),
    );
    const refused = await previewImport(ctx.db, operator!.id, inlineXlsx(rows), false, ctx.clock.now, 'en', 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errorName).toBe('importTooDemanding');
  });
});
