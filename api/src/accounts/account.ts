import type { Theme } from '@rgs/schema';

/** Opt-in webhook features, off by default, switched on per operator on request. */
export interface AccountOptIns {
  /** `*_close` terminal events for multi-round losses. */
  readonly roundClose: boolean;
  /** `playerAmount`, `playerCurrency`, `rate`. */
  readonly playerCurrency: boolean;
  /** `usdRate` on non-USD sessions. */
  readonly usdRate: boolean;
}

/** An operator account as the services use it, with its secret opened. */
export interface Account {
  readonly customerId: string;
  readonly clientId: string;
  readonly webhookUrl: string;
  /** The webhook secret; null when none is provisioned (every authenticated call is refused). */
  readonly secret: string | null;
  readonly theme: Partial<Theme>;
  readonly logoUrl: string | null;
  readonly cardLogoUrl: string | null;
  readonly optIns: AccountOptIns;
  /** When false, the pre-debit `balance_check` is always sent. */
  readonly balanceInMutationResponse: boolean;
}

/** The account as shown to an administrator: everything but the secret. */
export type AccountView = Omit<Account, 'secret'> & { readonly hasSecret: boolean };

/** Strips the secret for display. */
export function viewAccount(account: Account): AccountView {
  const { secret, ...rest } = account;
  return { ...rest, hasSecret: secret !== null };
}
