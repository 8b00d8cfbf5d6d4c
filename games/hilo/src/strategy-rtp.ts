import { HILO_CARDS, MAX_MULTIPLIER, MAX_SKIPS } from './limits';
import { CHOICES, RANK_COUNT, type Choice } from './odds';
import { fraction, type Fraction } from './fraction';

// The exact return of a HiLo strategy, by enumerating every card it can meet (each rank 1/13, an
// infinite deck), with the multipliers as the rules pay them: floored to 4 places, capped at 10,000×,
// paid on the last card. The multiplier is recomputed here from its definition in ten-thousandths,
// independently of multiplier.ts (the tests hold the two equal).

/** What a strategy sees before each move. */
export interface Situation {
  /** Rank index of the card shown (ace 0 … king 12). */
  readonly rank: number;
  /** Right guesses so far. */
  readonly guesses: number;
  /** Π n_i over those guesses (n_i: the ranks that won guess i). */
  readonly product: bigint;
  readonly skipsLeft: number;
  /** Cards turned so far, the one shown included. */
  readonly cardsTurned: number;
}

/** A move: a guess, a skip, or a cashout (allowed after a right guess). */
export type Decision = Choice | 'skip' | 'cashout';

/** A strategy: the move it makes in a situation. It must only make moves the rules allow. */
export type Strategy = (situation: Situation) => Decision;

/** The exact mean and second moment of the multiplier a strategy is paid, per round. */
export interface StrategyReturn {
  readonly mean: Fraction;
  readonly square: Fraction;
}

const CAP_UNITS = BigInt(MAX_MULTIPLIER) * 10_000n;

/** The paid multiplier in ten-thousandths: ⌊0.99 × 13^k / product × 10⁴⌋, capped at 10,000×. */
export function paidUnits(guesses: number, product: bigint): bigint {
  const units = (99n * 13n ** BigInt(guesses) * 100n) / product;
  return units >= CAP_UNITS ? CAP_UNITS : units;
}

function winCount(rank: number, choice: Choice): number {
  return choice === 'higher' ? RANK_COUNT - 1 - rank : choice === 'lower' ? rank : 1;
}

function winsOn(rank: number, next: number, choice: Choice): boolean {
  return choice === 'higher' ? next > rank : choice === 'lower' ? next < rank : next === rank;
}

/** A value scaled to integers: mean × 13^(64 − t) × 10⁴ and second moment × 13^(64 − t) × 10⁸ at t cards turned. */
interface Scaled {
  readonly mean: bigint;
  readonly square: bigint;
}

const THIRTEEN = BigInt(RANK_COUNT);

/**
 * The exact mean and second moment of what `strategy` is paid, as multiples of the stake. Every card
 * is a 1/13 branch, so a value at t cards turned, times 13^(64 − t), is a whole number of units: an
 * average over the next card is then a plain sum, and the only division is the last one.
 */
export function strategyReturn(strategy: Strategy): StrategyReturn {
  const memo = new Map<string, Scaled>();
  const scale = (t: number) => THIRTEEN ** BigInt(HILO_CARDS - t);
  const paid = (units: bigint, t: number): Scaled => ({ mean: units * scale(t), square: units * units * scale(t) });
  const LOST: Scaled = { mean: 0n, square: 0n };

  const sum = (next: (rank: number) => Scaled): Scaled => {
    let mean = 0n;
    let square = 0n;
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      const value = next(rank);
      mean += value.mean;
      square += value.square;
    }
    return { mean, square };
  };

  // After a card is turned by a right guess or a skip: the round goes on, or pays at the cap or the last card.
  const after = (situation: Situation): Scaled => {
    const units = paidUnits(situation.guesses, situation.product);
    if (situation.guesses > 0 && (units === CAP_UNITS || situation.cardsTurned >= HILO_CARDS)) return paid(units, situation.cardsTurned);
    if (situation.cardsTurned >= HILO_CARDS) throw new Error('the last card was reached without a right guess');
    return value(situation);
  };

  const value = (situation: Situation): Scaled => {
    const key = `${situation.rank}|${situation.guesses}|${situation.product}|${situation.skipsLeft}|${situation.cardsTurned}`;
    const known = memo.get(key);
    if (known) return known;
    const decision = strategy(situation);
    let result: Scaled;
    const turned = situation.cardsTurned + 1;
    if (decision === 'cashout') {
      if (situation.guesses === 0) throw new Error('a strategy cashed out before a right guess');
      result = paid(paidUnits(situation.guesses, situation.product), situation.cardsTurned);
    } else if (decision === 'skip') {
      if (situation.skipsLeft <= 0) throw new Error('a strategy skipped with no skips left');
      result = sum((rank) => after({ ...situation, rank, skipsLeft: situation.skipsLeft - 1, cardsTurned: turned }));
    } else {
      const n = CHOICES.includes(decision) ? winCount(situation.rank, decision) : 0;
      if (n === 0) throw new Error(`a strategy guessed ${decision} on rank ${situation.rank}`);
      result = sum((rank) =>
        winsOn(situation.rank, rank, decision)
          ? after({ ...situation, rank, guesses: situation.guesses + 1, product: situation.product * BigInt(n), cardsTurned: turned })
          : LOST,
      );
    }
    memo.set(key, result);
    return result;
  };

  const total = sum((rank) => value({ rank, guesses: 0, product: 1n, skipsLeft: MAX_SKIPS, cardsTurned: 1 }));
  return { mean: fraction(total.mean, scale(0) * 10_000n), square: fraction(total.square, scale(0) * 100_000_000n) };
}

/** The likelier of higher and lower (higher on a 7, where they tie), as the strategies below guess. */
export const likelier = (rank: number): Choice => (RANK_COUNT - 1 - rank >= rank ? 'higher' : 'lower');

/** The strategies RULES.md states exact returns for. */
export const STRATEGIES = {
  /** The likelier side once, then cash out. */
  likelierOnce: (s: Situation): Decision => (s.guesses >= 1 ? 'cashout' : likelier(s.rank)),
  /** The likelier side until three are right, then cash out. */
  likelierThree: (s: Situation): Decision => (s.guesses >= 3 ? 'cashout' : likelier(s.rank)),
  /** Same once, then cash out: 12.87× on a 1 in 13 chance. */
  sameOnce: (s: Situation): Decision => (s.guesses >= 1 ? 'cashout' : 'same'),
  /** Skip every 6, 7 and 8 while skips last, else the likelier side; cash out at 2× or more. */
  skipMiddlesToTwo: (s: Situation): Decision => {
    if (s.guesses > 0 && paidUnits(s.guesses, s.product) >= 20_000n) return 'cashout';
    return s.rank >= 5 && s.rank <= 7 && s.skipsLeft > 0 ? 'skip' : likelier(s.rank);
  },
  /** Same on every card until the top multiplier ends the round: four right in a row pay 10,000×. */
  sameToTheTop: (): Decision => 'same',
} as const satisfies Record<string, Strategy>;

