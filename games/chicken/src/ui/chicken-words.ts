import type { MoneyFormat } from '@rgs/game-kit/ui';
import type { ChickenDifficulty } from '../road';
import { carPercent } from './chicken-odds';

/** How the page speaks: the game's strings, and its numbers in the player's language and currency. */
export interface ChickenWords {
  readonly t: (key: string) => string;
  /** A multiplier as short as it is exact, for the covers and options ("2277" → "2,277×", not "2,277.00×"). */
  readonly short: (multiplier: string) => string;
  /** A multiplier as the session shows it ("1.125×", "2,277.00×"). */
  readonly times: (multiplier: string) => string;
  /** A wire amount in the player's currency ("$1.125"). */
  readonly amount: (wire: string) => string;
  readonly number: (value: number) => string;
  /** Lane `lane`'s chance of a car, cut to one decimal ("4%", "13.6%", "12,5 %"). */
  readonly risk: (difficulty: ChickenDifficulty, lane: number) => string;
}

/** The words of a page whose strings are `t` and whose session formats are `money`. */
export function chickenWords(t: (key: string) => string, money: MoneyFormat): ChickenWords {
  const short = new Intl.NumberFormat(money.locale, { maximumFractionDigits: 4 });
  return {
    t,
    // Multipliers have at most 4 decimals and 7 digits: exact as a double.
    short: (m) => `${short.format(Number(m))}×`,
    times: (m) => money.multiplier(m),
    amount: (wire) => money.amount(wire),
    number: (value) => money.number(value),
    risk: (d, lane) => money.percent(carPercent(d, lane), 1),
  };
}
