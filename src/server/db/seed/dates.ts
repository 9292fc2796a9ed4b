/** Every seeded timestamp is an offset from this fixed moment, never the clock. */
export const seedBaseDate = new Date('2026-11-01T08:00:00+08:00');

const dayMs = 24 * 60 * 60 * 1000;

/** The base date moved by a number of days (negative: before it) and minutes. */
export function daysFromBase(days: number, minutes = 0): Date {
  return new Date(seedBaseDate.getTime() + days * dayMs + minutes * 60_000);
}

/** A moment in Beijing time, for content with a meaningful date (news, announcements). */
export function beijingTime(isoDateTime: string): Date {
  return new Date(`${isoDateTime}+08:00`);
}
