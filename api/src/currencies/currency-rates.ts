import { Decimal } from '@rgs/schema';
import type { Clock } from '../common/clock';
import type { Database } from '../db';
import { currencyRates } from '../db/schema';

/** How long loaded rates are trusted before the table is read again. */
export const RATES_REFRESH_MS = 60_000;

/** USD rates of the supported currencies, read from the database and kept briefly in memory. */
export interface CurrencyRates {
  /** USD value of one unit of `code`, or undefined when the currency is not supported. */
  usdRate(code: string): Promise<Decimal | undefined>;
}

/** Builds the rates lookup over the `currency_rates` table. */
export function createCurrencyRates(deps: { db: Database; clock: Clock; refreshMs?: number }): CurrencyRates {
  const refreshMs = deps.refreshMs ?? RATES_REFRESH_MS;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let rates = new Map<string, Decimal>();
  let loading: Promise<void> | undefined;

  const load = async (): Promise<void> => {
    const rows = await deps.db.select({ code: currencyRates.code, usdRate: currencyRates.usdRate }).from(currencyRates);
    rates = new Map(rows.map((row) => [row.code, new Decimal(row.usdRate)]));
    loadedAt = deps.clock.now();
  };

  return {
    async usdRate(code) {
      if (code === 'USD') return new Decimal(1);
      if (deps.clock.now() - loadedAt > refreshMs) {
        loading ??= load().finally(() => {
          loading = undefined;
        });
        await loading;
      }
      return rates.get(code);
    },
  };
}
