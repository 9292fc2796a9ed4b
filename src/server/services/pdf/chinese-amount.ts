const digits = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const placeInGroup = ['', '拾', '佰', '仟'];
const groupUnits = ['', '万', '亿', '万亿'];

/**
 * An amount in fen written the way Chinese invoices and quotations write it in words (金额大写), e.g.
 * 123456 → 壹仟贰佰叁拾肆元伍角陆分, 10000 → 壹佰元整, 1000005 → 壹万元零伍分.
 */
export function fenInChineseWords(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (yuan === 0 && jiao === 0 && cents === 0) return '零元整';
  let words = yuan > 0 ? `${yuanInWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${words}整`;
  if (jiao > 0) words += `${digits[jiao]}角`;
  else if (yuan > 0) words += '零';
  if (cents > 0) words += `${digits[cents]}分`;
  return words;
}

function yuanInWords(yuan: number) {
  const figures = String(yuan);
  let words = '';
  let zeroPending = false;
  let groupHasDigit = false;
  for (let i = 0; i < figures.length; i++) {
    const place = figures.length - 1 - i;
    const digit = Number(figures[i]);
    if (digit === 0) {
      zeroPending = words.length > 0;
    } else {
      if (zeroPending) words += '零';
      zeroPending = false;
      words += `${digits[digit]}${placeInGroup[place % 4]}`;
      groupHasDigit = true;
    }
    if (place % 4 === 0 && place > 0 && groupHasDigit) {
      words += groupUnits[place / 4];
      groupHasDigit = false;
    }
  }
  return words;
}
