import { findGame, parseEventName, type ActionType, type WebhookAction } from '@rgs/schema';
import { COMPATIBILITY_ALIASES, LEGACY_VIDEOPOKER_CREDIT } from './compatibility-aliases';
import type { EventClassification } from './webhook-event';

/** The type of an event's only action; undefined when it has none or several. */
const singleActionType = (actions: readonly WebhookAction[]): ActionType | undefined =>
  actions.length === 1 ? actions[0]?.type : undefined;

/**
 * Classifies an event by its name and, for compatibility aliases and unknown names, by its action
 * type (the contract: "an operator supporting aliases classifies by action type").
 */
export function classifyEvent(event: { readonly event: string; readonly actions: readonly WebhookAction[] }): EventClassification {
  const action = singleActionType(event.actions);
  const alias = COMPATIBILITY_ALIASES.get(event.event);
  if (alias) return { type: 'alias', game: findGame(alias.game)!, kind: action, usual: alias.usual };
  if (event.event === LEGACY_VIDEOPOKER_CREDIT.event && action === LEGACY_VIDEOPOKER_CREDIT.action) {
    return { type: 'alias', game: findGame(LEGACY_VIDEOPOKER_CREDIT.game)!, kind: action, usual: LEGACY_VIDEOPOKER_CREDIT.action };
  }
  const name = parseEventName(event.event);
  if (name?.type === 'balance_check') return { type: 'balance_check' };
  if (name) return { type: 'canonical', game: name.game, kind: name.kind };
  const cut = event.event.lastIndexOf('_');
  return { type: 'unknown', prefix: cut > 0 ? event.event.slice(0, cut) : event.event, kind: action };
}
