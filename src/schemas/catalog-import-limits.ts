/** How much one catalogue spreadsheet may hold: enough for a real catalogue, bounded so one file cannot stall the server. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** How long a preview can still be applied. */
export const IMPORT_PREVIEW_TTL_MINUTES = 30;
