import { expect, type Locator, type Page } from '@playwright/test';

/*
 * A phone's bar at the bottom of the screen (src/components/ui/BottomBar.tsx): what it holds stays on
 * screen wherever the page is scrolled, nothing of the page stays hidden behind it, and it moves nothing.
 */

/** Records every layout shift from the page's first paint on: call before the page is opened. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; nodes: (Node | null)[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((source) => source.node) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page's cumulative layout shift so far, and whether any shift moved the bar or something in it. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { layoutShifts: { value: number; nodes: (Node | null)[] }[] }).layoutShifts;
    const inBar = (node: Node | null) => node instanceof Element && node.closest('[data-bottom-bar]') !== null;
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), movedTheBar: shifts.some((shift) => shift.nodes.some(inBar)) };
  });

/** How far from the bottom of the screen a bar's content may reach: the room the page keeps for it. */
const BAR_BAND_PX = 96;

/**
 * Scrolls to the top, the middle and the end of a page taller than the screen: each of `held` is wholly
 * on screen at each, in the band at the bottom of the screen where the bar is.
 */
export async function expectOnScreenWhileScrolling(page: Page, held: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  const screenHeight = page.viewportSize()!.height;
  for (const share of [0, 0.5, 1]) {
    await page.evaluate((to) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * to), share);
    for (const locator of held) {
      await expect(locator).toBeInViewport({ ratio: 1 });
      expect((await locator.boundingBox())!.y).toBeGreaterThanOrEqual(screenHeight - BAR_BAND_PX);
    }
  }
}

/** Scrolled to its end, the page's last line (the footer's end) is above the bar, not behind it. */
export async function expectNothingBehind(page: Page, bar: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeInViewport({ ratio: 1 });
  const barTop = (await bar.boundingBox())!.y;
  const pageEnd = await page.locator('body > footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(pageEnd).toBeLessThanOrEqual(barTop + 0.5);
}
