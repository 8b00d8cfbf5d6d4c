import { createMoneyFormat, type MoneyFormat } from '../format/money-format';
import type { PlaySession } from '../play-source';

/** What decides how a session's money is shown. */
export interface MoneyChoice {
  readonly lang: string;
  /** The page's currency (`cur`); empty for none. */
  readonly currency: string;
  /** The page's display symbol (`curPrefix`); empty for none. */
  readonly prefix: string;
  /** The session, once open. */
  readonly session: PlaySession | null;
}

/** A session's money as the player reads it. */
export interface SessionFormats {
  /** Wire amounts shown in the player's currency (converted in display-conversion mode). */
  readonly money: MoneyFormat;
  /** Amounts already in the shown currency, shown as they are (autobet's profit, typed in it). */
  readonly shown: MoneyFormat;
}

/** The currency every amount of a session is in: its `wireCurrency`, else its `currency`; empty before it opens. */
export function wireCurrencyOf(session: PlaySession | null): string {
  return session?.wireCurrency ?? session?.currency ?? '';
}

/**
 * The formats for a session, made again only when what decides them changes. The page's currency
 * is shown only where the session converts to it (a display rate); otherwise amounts are shown in
 * the wire currency they are, whatever the page says. Before the session opens, the page's currency.
 */
export class SessionMoney {
  private key = '';
  private made: SessionFormats | null = null;

  /** The formats for `choice`. */
  formats(choice: MoneyChoice): SessionFormats {
    const { lang, session } = choice;
    const wire = wireCurrencyOf(session);
    const rate = session?.displayRate ?? null;
    const code = !session ? choice.currency : rate ? choice.currency || session.currency : wire || choice.currency;
    const prefix = choice.prefix || session?.currencyPrefix || null;
    const key = [lang, code, prefix, rate, wire].join('|');
    if (key === this.key && this.made) return this.made;
    const shown = createMoneyFormat({ lang, currency: code, prefix });
    let money = shown;
    if (rate) {
      try {
        money = createMoneyFormat({ lang, currency: code, prefix, rate });
      } catch {
        // A rate that is not a positive decimal converts nothing: the wire's amounts are shown as they are.
        money = createMoneyFormat({ lang, currency: wire, prefix });
      }
    }
    this.key = key;
    this.made = { money, shown };
    return this.made;
  }
}
