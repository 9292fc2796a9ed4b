import { z } from 'zod';

/**
 * The calendar every date a request carries must fall in: wide enough for any real order, offer,
 * deadline or article, and far inside what PostgreSQL's columns and JavaScript's Date can hold
 * (year 0001 is year 0000 once a Beijing day becomes UTC; year 9999 overflows the other way).
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2100-12-31';

const earliestMoment = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const latestMoment = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day, YYYY-MM-DD, inside the calendar. Only a well-formed day is compared, so a bad one is a single issue. */
export const isCalendarDay = (value: string) => !dayPattern.test(value) || (value >= EARLIEST_DAY && value <= LATEST_DAY);

/** A calendar day as a date input gives it (YYYY-MM-DD), from EARLIEST_DAY to LATEST_DAY. */
export const calendarDay = (message = 'validation.date') => z.iso.date(message).refine(isCalendarDay, 'validation.dateOutOfRange');

/** A moment with its offset (ISO 8601, "2026-11-20T09:00:00+08:00"), inside the calendar. */
export const calendarMoment = (message?: string) =>
  z.iso.datetime({ offset: true, ...(message && { message }) }).refine((value) => {
    const moment = Date.parse(value);
    return Number.isNaN(moment) || (moment >= earliestMoment && moment <= latestMoment);
  }, 'validation.dateOutOfRange');
