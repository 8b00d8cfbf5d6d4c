import { findGame, type GameDefinition } from './games';

/** The event that reads a balance. */
export const BALANCE_CHECK = 'balance_check';

/** The money-event suffixes: debit, credit, opt-in terminal close. */
export type EventKind = 'bet' | 'win' | 'close';

/** `<game>_<kind>`, the case-sensitive event name of the contract. */
export function eventName(gameKey: string, kind: EventKind): `${string}_${EventKind}` {
  return `${gameKey}_${kind}`;
}

/** What an event name means, if it is in the catalog. */
export type ParsedEventName =
  | { readonly type: 'balance_check' }
  | { readonly type: 'game'; readonly game: GameDefinition; readonly kind: EventKind };

const EVENT_PATTERN = /^([A-Za-z]+)_(bet|win|close)$/;

/** Parses an event name; undefined for names outside the catalog (including aliases such as `mines_cashout`). */
export function parseEventName(name: string): ParsedEventName | undefined {
  if (name === BALANCE_CHECK) return { type: 'balance_check' };
  const match = EVENT_PATTERN.exec(name);
  if (!match) return undefined;
  const game = findGame(match[1] as string);
  if (!game) return undefined;
  return { type: 'game', game, kind: match[2] as EventKind };
}
