/** How much one catalogue spreadsheet may hold: enough for a real catalogue, bounded so one file cannot stall the server. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** What the parts of an .xlsx read (workbook, shared strings, first sheet) may unpack to, each and together. */
export const IMPORT_MAX_UNPACKED_ENTRY_BYTES = 64 * 1024 * 1024;
export const IMPORT_MAX_UNPACKED_BYTES = 96 * 1024 * 1024;
/** The text of all cells read, and so the size of a kept preview: a shared string repeated on every row counts each time. */
export const IMPORT_MAX_TEXT_CHARS = 12_000_000;
/** Reading and planning one file runs in a worker thread, stopped past this time or memory. */
export const IMPORT_WORK_BUDGET_MS = 30_000;
export const IMPORT_WORK_MEMORY_MB = 1_024;
/** A preview answers at most this many errors, changes and changed-since-export packs, each with its total count. */
export const IMPORT_PREVIEW_LIST_LIMIT = 500;
/** How long a preview can still be applied. */
export const IMPORT_PREVIEW_TTL_MINUTES = 30;
