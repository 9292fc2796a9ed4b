import { describe, expect, it } from 'vitest';
import { packPriceFen, perKgOfPackFen } from '../../../schemas/negotiations.ts';
import type { ApiError } from '../../http/api-error.ts';
import { allowedMoves, endOfValidityDay, refusal } from './machine.ts';

const now = new Date('2026-11-22T10:00:00+08:00');
const open = (awaiting: 'buyer' | 'shop', validUntil: Date | null = null) => ({ status: 'open' as const, awaiting, validUntil });

describe('whose turn it is', () => {
  it('only the party that did not make the last offer accepts or counters; the buyer withdraws any time it is open; the shop rejects on its turn', () => {
    expect(allowedMoves(open('shop'), 'shop', now)).toEqual(['accept', 'counter', 'reject']);
    expect(allowedMoves(open('shop'), 'buyer', now)).toEqual(['withdraw']);
    const shopOffer = open('buyer', new Date('2026-11-25T23:59:59.999+08:00'));
    expect(allowedMoves(shopOffer, 'buyer', now)).toEqual(['accept', 'counter', 'withdraw']);
    expect(allowedMoves(shopOffer, 'shop', now)).toEqual([]);
    expect(refusal(shopOffer, 'shop', 'counter', now)).toBe('negotiationNotYourTurn');
    expect(refusal(shopOffer, 'buyer', 'reject', now)).toBe('forbidden');
  });

  it('a lapsed offer or an expired negotiation allows nothing; a closed one neither', () => {
    const lapsed = open('buyer', new Date('2026-11-22T09:59:59+08:00'));
    expect(allowedMoves(lapsed, 'buyer', now)).toEqual([]);
    expect(refusal(lapsed, 'buyer', 'accept', now)).toBe('negotiationOfferExpired');
    for (const status of ['accepted', 'rejected', 'withdrawn', 'used'] as const) {
      expect(allowedMoves({ status, awaiting: 'shop', validUntil: null }, 'shop', now)).toEqual([]);
      expect(refusal({ status, awaiting: 'buyer', validUntil: null }, 'buyer', 'withdraw', now)).toBe('negotiationClosed');
    }
  });
});

describe('validity days', () => {
  it('hold to the end of the Beijing day, from today to a year ahead', () => {
    expect(endOfValidityDay('2026-11-22', now).toISOString()).toBe('2026-11-22T15:59:59.999Z');
    const issue = (day: string) => {
      try {
        endOfValidityDay(day, now);
        return null;
      } catch (error) {
        return ((error as ApiError).data as { issues: { message: string }[] }).issues[0]!.message;
      }
    };
    expect(issue('2026-11-21')).toBe('validation.validUntilPast');
    expect(issue('2027-11-22')).toBe(null);
    expect(issue('2027-11-24')).toBe('validation.validUntilTooFar');
  });
});

describe("a pack's price at a price per kg", () => {
  it('is per-kg fen × grams / 1000 rounded to the nearest fen, halves up', () => {
    expect(packPriceFen(8_000, 25_000)).toBe(200_000);
    expect(packPriceFen(12_345, 1_500)).toBe(18_518); // 18,517.5
    expect(packPriceFen(12_345, 250)).toBe(3_086); // 3,086.25
    expect(packPriceFen(1, 499)).toBe(0);
    expect(packPriceFen(10_000_000, 1_000_000)).toBe(10_000_000_000);
  });
});

describe('the price per kg of a pack price (shown beside a per-pack offer)', () => {
  it('is pack fen × 1000 / grams rounded to the nearest fen, halves up, in integers', () => {
    expect(perKgOfPackFen(200_000, 25_000)).toBe(8_000);
    expect(perKgOfPackFen(199_999, 25_000)).toBe(8_000); // 7,999.96
    expect(perKgOfPackFen(199_987, 25_000)).toBe(7_999); // 7,999.48
    expect(perKgOfPackFen(6, 4_000)).toBe(2); // 1.5: half up
    expect(perKgOfPackFen(5, 4_000)).toBe(1); // 1.25
    expect(perKgOfPackFen(1, 333)).toBe(3); // 3.003
    expect(perKgOfPackFen(1, 25_000)).toBe(0); // refused as an offer: under a fen per kg
    expect(perKgOfPackFen(100_000_000, 1)).toBe(100_000_000_000);
  });

  it('a per-pack offer is charged its own pack price: deriving it back from the rounded per-kg price can differ', () => {
    expect(packPriceFen(perKgOfPackFen(199_999, 25_000), 25_000)).toBe(200_000);
  });
});
