import type { ActionType } from '@rgs/schema';

/** A compatibility-only event name: the game it belongs to and the movement it usually carries. */
export interface CompatibilityAlias {
  readonly game: string;
  readonly usual: ActionType;
}

/**
 * The contract's compatibility-only names. The service never emits them; a wallet that supports
 * them classifies each by its action type, under the rules of the game it names.
 */
export const COMPATIBILITY_ALIASES: ReadonlyMap<string, CompatibilityAlias> = new Map([
  ['hilo_cashout', { game: 'hilo', usual: 'win' }],
  ['crash_cashout', { game: 'crash', usual: 'win' }],
  ['mines_cashout', { game: 'mines', usual: 'win' }],
  ['slide_resolve', { game: 'slide', usual: 'win' }],
  ['double_resolve', { game: 'double', usual: 'win' }],
  ['futures_close_position', { game: 'futures', usual: 'win' }],
  ['futures_open_position', { game: 'futures', usual: 'bet' }],
]);

/** The legacy Video Poker credit: a `videopoker_bet` whose action is a `win`. */
export const LEGACY_VIDEOPOKER_CREDIT = { event: 'videopoker_bet', game: 'videopoker', action: 'win' } as const;
