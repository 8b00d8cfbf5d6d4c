import { Decimal, MONEY_DECIMALS, type GameDefinition } from '@rgs/schema';
import type { CurrencyRates } from '../currencies';
import { UnsupportedCurrencyError } from '../sessions/session-errors';

/** A game's stake limits in one currency. */
export interface BetLimits {
  readonly min: Decimal;
  readonly max: Decimal;
  readonly currency: string;
}

/**
 * The game's USD limits in the session's wire currency: the minimum rounded up and the maximum
 * rounded down to the wire's 10 places (every stake may use them), so the converted range never
 * exceeds the USD one.
 */
export async function betLimitsFor(game: GameDefinition, currency: string, rates: CurrencyRates): Promise<BetLimits> {
  const minUsd = new Decimal(game.minBet);
  const maxUsd = new Decimal(game.maxBet);
  if (currency === 'USD') return { min: minUsd, max: maxUsd, currency };
  const usdRate = await rates.usdRate(currency);
  if (!usdRate) throw new UnsupportedCurrencyError(currency);
  return {
    min: minUsd.dividedBy(usdRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP),
    max: maxUsd.dividedBy(usdRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN),
    currency,
  };
}
