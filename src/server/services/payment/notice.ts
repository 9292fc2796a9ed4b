/** What a verified payment notification says, whichever provider sent it. */
export type PaymentNotice = {
  outTradeNo: string;
  amountFen: number;
  providerTradeNo: string;
  outcome: 'succeeded' | 'failed';
  paidAt: Date | null;
};

/** 1234 → "12.34": the yuan amount Alipay expects, built from digits so no float rounding can creep in. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "12.34" → 1234, "12.3" → 1230, "12" → 1200; anything that is not plain yuan with at most two decimals → null. */
export function yuanToFen(yuan: string): number | null {
  const match = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
