import { beijingDay } from '../../../lib/dates.ts';
import type { ErrorName } from '../../../schemas/errors.ts';
import { MAX_VALIDITY_DAYS, type NegotiationMove, type NegotiationParty, type NegotiationStatus } from '../../../schemas/negotiations.ts';
import { ApiError } from '../../http/api-error.ts';

/*
 * The rules of a negotiation, in one place. Offers alternate: while open, a negotiation waits for the
 * party that did not make the last offer, and only that party may accept it or counter it. The buyer may
 * withdraw at any moment while it is open; the shop may reject when the answer is its own. The shop's
 * offers hold until a day it names: past it, the offer can no longer be accepted and the negotiation
 * expires. An accepted negotiation is used up by orders, or expires at the end of its validity.
 */

export type NegotiationState = { status: NegotiationStatus; awaiting: NegotiationParty; validUntil: Date | null };

const movesOf: Record<NegotiationParty, readonly NegotiationMove[]> = {
  buyer: ['accept', 'counter', 'withdraw'],
  shop: ['accept', 'counter', 'reject'],
};

/** Past its validity: an accepted price no longer applies, an offer awaiting the buyer can no longer be accepted. */
export const isLapsed = (state: Pick<NegotiationState, 'validUntil'>, now: Date): boolean => state.validUntil !== null && state.validUntil <= now;

/** Why `party` may not make `move` now, or null when it may. */
export function refusal(state: NegotiationState, party: NegotiationParty, move: NegotiationMove, now: Date): ErrorName | null {
  if (!movesOf[party].includes(move)) return 'forbidden';
  if (state.status === 'expired' || (state.status === 'open' && isLapsed(state, now))) return 'negotiationOfferExpired';
  if (state.status !== 'open') return 'negotiationClosed';
  if (move === 'withdraw') return null;
  return state.awaiting === party ? null : 'negotiationNotYourTurn';
}

/** Everything `party` may do now. */
export const allowedMoves = (state: NegotiationState, party: NegotiationParty, now: Date): NegotiationMove[] =>
  movesOf[party].filter((move) => refusal(state, party, move, now) === null);

/** Refuses the move with its reason, or lets it through. */
export function assertMove(state: NegotiationState, party: NegotiationParty, move: NegotiationMove, now: Date): void {
  const reason = refusal(state, party, move, now);
  if (reason) throw new ApiError(reason);
}

const DAY_MS = 86_400_000;

/**
 * The end of a Beijing calendar day the shop names (YYYY-MM-DD): an offer and an agreed price hold
 * through that day. A day before today, or more than a year ahead, is refused beside the field.
 */
export function endOfValidityDay(day: string, now: Date): Date {
  const end = new Date(`${day}T23:59:59.999+08:00`);
  const refuse = (message: string) => new ApiError('validation', { issues: [{ path: 'validUntil', message }] });
  if (Number.isNaN(end.getTime())) throw refuse('validation.date');
  if (day < beijingDay(now)) throw refuse('validation.validUntilPast');
  if (end.getTime() - now.getTime() > MAX_VALIDITY_DAYS * DAY_MS) throw refuse('validation.validUntilTooFar');
  return end;
}
