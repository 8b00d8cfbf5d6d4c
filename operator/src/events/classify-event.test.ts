import { Decimal, GAMES, eventName, findGame, type WebhookAction } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { classifyEvent } from './classify-event';
import { COMPATIBILITY_ALIASES } from './compatibility-aliases';

const bet: WebhookAction = { type: 'bet', amount: new Decimal(1) };
const win: WebhookAction = { type: 'win', amount: new Decimal(2) };
const classify = (event: string, actions: readonly WebhookAction[] = []) => classifyEvent({ event, actions });

describe('classifyEvent', () => {
  it('classifies balance_check and all 34 games × bet, win, close as canonical', () => {
    expect(classify('balance_check')).toEqual({ type: 'balance_check' });
    expect(GAMES).toHaveLength(34);
    for (const game of GAMES) {
      for (const kind of ['bet', 'win', 'close'] as const) {
        expect(classify(eventName(game.key, kind), kind === 'close' ? [] : [kind === 'bet' ? bet : win])).toEqual({ type: 'canonical', game, kind });
      }
    }
    // The name decides a canonical event; a wrong action is the wallet's to refuse, not a reclassification.
    expect(classify('dice_bet', [win])).toEqual({ type: 'canonical', game: findGame('dice'), kind: 'bet' });
  });

  it.each([
    ['hilo_cashout', 'hilo', 'win'],
    ['crash_cashout', 'crash', 'win'],
    ['mines_cashout', 'mines', 'win'],
    ['slide_resolve', 'slide', 'win'],
    ['double_resolve', 'double', 'win'],
    ['futures_close_position', 'futures', 'win'],
    ['futures_open_position', 'futures', 'bet'],
  ] as const)('classifies the alias %s by its action type, for %s', (name, game, usual) => {
    const action = usual === 'win' ? win : bet;
    expect(classify(name, [action])).toEqual({ type: 'alias', game: findGame(game), kind: usual, usual });
    // By the action type, even against the alias's usual movement.
    const other = usual === 'win' ? bet : win;
    expect(classify(name, [other])).toEqual({ type: 'alias', game: findGame(game), kind: other.type, usual });
    // Without exactly one action there is nothing to classify it as.
    expect(classify(name, [])).toEqual({ type: 'alias', game: findGame(game), kind: undefined, usual });
    expect(classify(name, [action, action])).toEqual({ type: 'alias', game: findGame(game), kind: undefined, usual });
  });

  it('lists exactly the contract’s seven alias names', () => {
    expect([...COMPATIBILITY_ALIASES.keys()].sort()).toEqual(
      ['crash_cashout', 'double_resolve', 'futures_close_position', 'futures_open_position', 'hilo_cashout', 'mines_cashout', 'slide_resolve'],
    );
  });

  it('classifies the legacy credit-shaped videopoker_bet as a Video Poker credit; a bet-shaped one stays canonical', () => {
    expect(classify('videopoker_bet', [win])).toEqual({ type: 'alias', game: findGame('videopoker'), kind: 'win', usual: 'win' });
    expect(classify('videopoker_bet', [bet])).toEqual({ type: 'canonical', game: findGame('videopoker'), kind: 'bet' });
  });

  it('classifies other names as unknown, with the prefix before the last underscore and the action type', () => {
    expect(classify('poker_bet', [bet])).toEqual({ type: 'unknown', prefix: 'poker', kind: 'bet' });
    expect(classify('dice_refund', [win])).toEqual({ type: 'unknown', prefix: 'dice', kind: 'win' });
    expect(classify('realestate_win', [win])).toEqual({ type: 'unknown', prefix: 'realestate', kind: 'win' });
    expect(classify('my_game_payout', [win])).toEqual({ type: 'unknown', prefix: 'my_game', kind: 'win' });
    expect(classify('refund', [bet, bet])).toEqual({ type: 'unknown', prefix: 'refund', kind: undefined });
    expect(classify('_bet', [])).toEqual({ type: 'unknown', prefix: '_bet', kind: undefined });
    // Event names are case-sensitive.
    expect(classify('Dice_bet', [bet])).toEqual({ type: 'unknown', prefix: 'Dice', kind: 'bet' });
    expect(classify('Balance_check')).toEqual({ type: 'unknown', prefix: 'Balance', kind: undefined });
  });
});
