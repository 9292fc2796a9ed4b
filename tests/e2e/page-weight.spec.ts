import { expect } from '@playwright/test';
import { budgetedPages, measurePageScripts, PAGE_SCRIPT_BUDGET_KB } from '../../bench/page-scripts.ts';
import { test } from './support/test.ts';

/**
 * The JavaScript each shop page loads before its first paint, read over HTTP from the build the journeys
 * run on (before any publish replaces it), against the page budget `npm run bench:js` also checks.
 */
test('every shop page loads at most its JavaScript budget', async ({ request }) => {
  const read = async (url: string) => {
    const answer = await request.get(url);
    expect(answer.ok(), `${url} answers`).toBe(true);
    return answer.body();
  };
  const measured = [];
  for (const path of budgetedPages) measured.push({ path, kB: (await measurePageScripts(read, path)).totalKB });
  const overBudget = measured.filter((page) => page.kB > PAGE_SCRIPT_BUDGET_KB);
  expect(overBudget, `pages over ${PAGE_SCRIPT_BUDGET_KB} kB: ${JSON.stringify(measured)}`).toEqual([]);
  // Every page named loads some script: a page that measured nothing would pass without being read.
  expect(measured.filter((page) => page.kB === 0)).toEqual([]);
});
