/** Integer fen (1 yuan = 100 fen) shown as yuan with two decimals, e.g. 123456 → "1,234.56". */
export function formatYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`money must be integer fen, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  // Grouped by hand: toLocaleString loads the browser's number formatting on first use, which was the
  // longest piece of script on the listing page of a phone.
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** "¥1,234.56" */
export const formatPrice = (fen: number): string => `¥${formatYuan(fen)}`;

/** "12.5" or "1,234.56" yuan as integer fen, without floating point; null for anything that is not an amount ≥ 0. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
