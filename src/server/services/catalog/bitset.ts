/**
 * Sets of catalogue entries, one bit per entry's position in the snapshot: intersecting and counting
 * them costs a pass over words (1 per 32 entries), not a test of every entry.
 */
export type Bits = Uint32Array;

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function fullBits(size: number): Bits {
  const bits = emptyBits(size).fill(0xffffffff);
  const rest = size & 31;
  if (rest) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function addBit(bits: Bits, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export const hasBit = (bits: Bits, position: number): boolean => (bits[position >>> 5]! & (1 << (position & 31))) !== 0;

/** A new set: the entries in every one of `sets`. */
export function intersection(first: Bits, ...others: Bits[]): Bits {
  const result = first.slice();
  for (const other of others) for (let word = 0; word < result.length; word++) result[word]! &= other[word]!;
  return result;
}

function bitsInWord(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let word = 0; word < bits.length; word++) count += bitsInWord(bits[word]!);
  return count;
}

/** How many entries are in both sets. */
export function countBoth(a: Bits, b: Bits): number {
  let count = 0;
  for (let word = 0; word < a.length; word++) count += bitsInWord(a[word]! & b[word]!);
  return count;
}
