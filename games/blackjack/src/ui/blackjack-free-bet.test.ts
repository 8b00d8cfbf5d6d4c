// @vitest-environment happy-dom
import { freeBetsSection, mountGame, quietBridge } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { BlackjackGame } from './blackjack-game';
import type { MoveId } from './moves';
import { stackedSource, type StackedSource } from './stacked-source';

/** A table gone live on the shell's own path, so it reads the player's free bets as a live table does. */
class FreeBetBlackjack extends BlackjackGame {
  fake: StackedSource = stackedSource([]);
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.fake);
  }
}
customElements.define('free-bet-blackjack', FreeBetBlackjack);

async function mount(shoes: string[][], lang?: string): Promise<FreeBetBlackjack> {
  const el = await mountGame<FreeBetBlackjack>('free-bet-blackjack', { lang, before: (table) => (table.fake = stackedSource(shoes, { stake: '2', count: 3 })) });
  await customElements.whenDefined('rgs-card-hand');
  await settle(el);
  return el;
}

async function settle(el: BlackjackGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: BlackjackGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element>(el: BlackjackGame, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const moveButton = (el: BlackjackGame, id: MoveId | 'deal') => $<HTMLButtonElement>(el, id === 'deal' ? 'button.play' : `button[data-move="${id}"]`);
const enabledMoves = (el: BlackjackGame) => $$<HTMLButtonElement>(el, 'button.move').filter((b) => !b.disabled).map((b) => b.dataset.move);
const sideBets = (el: BlackjackGame) => $$<HTMLInputElement>(el, '.side-bets input').map((input) => [input.name, input.disabled, input.getAttribute('aria-describedby')]);

async function turnFreeBetsOn(el: BlackjackGame): Promise<void> {
  const section = await freeBetsSection(el);
  section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
  await settle(el);
}

async function click(el: BlackjackGame, id: MoveId | 'deal'): Promise<void> {
  moveButton(el, id)!.click();
  await settle(el);
}

async function press(el: BlackjackGame, key: string): Promise<void> {
  el.shadowRoot!.querySelector('button.move')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-blackjack> free bets', () => {
  it('turns the side bets off while free bets are on, saying why, and deals the main bet alone at the grant’s stake', async () => {
    const el = await mount([['10S', '9H', '7D', 'KC']]);
    const typed = $<HTMLInputElement>(el, 'input[name="perfectPairs"]')!;
    typed.value = '0.5';
    typed.dispatchEvent(new Event('input'));
    await turnFreeBetsOn(el);
    expect(sideBets(el)).toStrictEqual([
      ['perfectPairs', true, 'perfectPairs-error free-bet-side-bets'],
      ['twentyOnePlusThree', true, 'twentyOnePlusThree-error free-bet-side-bets'],
    ]);
    expect(text($(el, '#free-bet-side-bets'))).toBe('Side bets are not available on a free bet.');
    // The seat shows the stake the free bet plays.
    expect(text($(el, '.seat-bet'))).toBe('Bet $2.00');
    await click(el, 'deal');
    expect(el.fake.calls).toStrictEqual([{ kind: 'placeBet', amount: '2', params: { perfectPairs: '0', twentyOnePlusThree: '0' }, freeBet: true }]);
  });

  it('keeps Double, Split and Take insurance off on a free-bet round, saying why, while No insurance, Hit and Stand play', async () => {
    // 8 + 8 against an ace: insurance first, then a pair that could be split or doubled.
    const el = await mount([['8S', 'AH', '8D', '9C', '3S', '9H', '10D']]);
    await turnFreeBetsOn(el);
    await click(el, 'deal');
    expect(enabledMoves(el)).toStrictEqual(['noInsurance']);
    const take = moveButton(el, 'takeInsurance')!;
    expect([take.disabled, text(take.querySelector('.label')), take.getAttribute('aria-describedby')]).toStrictEqual([true, 'Take insurance', 'free-bet-extras']);
    expect(text($(el, '#free-bet-extras'))).toBe('A free bet covers the first bet only: no double, split or insurance.');
    await press(el, 'I');
    await click(el, 'noInsurance');
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand']);
    expect(['double', 'split'].map((id) => moveButton(el, id as MoveId)!.getAttribute('aria-describedby'))).toStrictEqual(['free-bet-extras', 'free-bet-extras']);
    expect(text(moveButton(el, 'double')!.querySelector('.label'))).toBe('Double');
    // Their hotkeys do nothing either.
    await press(el, 'd');
    await press(el, 'P');
    await click(el, 'stand');
    expect(el.fake.calls.map((call) => (call.kind === 'act' ? `${call.action} ${JSON.stringify(call.params)}` : call.kind))).toStrictEqual([
      'placeBet',
      'insurance {"take":false}',
      'stand {}',
    ]);
  });

  it('says why in Portuguese and Spanish', async () => {
    for (const [lang, sides, extras] of [
      ['pt', 'As apostas paralelas não valem na aposta grátis.', 'A aposta grátis cobre só a aposta inicial: sem dobrar, dividir ou seguro.'],
      ['es', 'Las apuestas laterales no están disponibles en una apuesta gratis.', 'La apuesta gratis cubre solo la apuesta inicial: sin doblar, dividir ni seguro.'],
    ] as const) {
      const el = await mount([['8S', '6H', '8D', '10C', '3S']], lang);
      await turnFreeBetsOn(el);
      expect(text($(el, '#free-bet-side-bets'))).toBe(sides);
      await click(el, 'deal');
      expect(text($(el, '#free-bet-extras'))).toBe(extras);
      el.remove();
    }
  });

  it('plays a round paid for as before, every move open, once free bets are off', async () => {
    const el = await mount([['8S', '6H', '8D', '10C', '3S', '9H', '10D']]);
    await click(el, 'deal');
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand', 'double', 'split']);
    expect($(el, '#free-bet-extras')).toBeNull();
    expect(el.fake.calls).toStrictEqual([{ kind: 'placeBet', amount: '1', params: { perfectPairs: '0', twentyOnePlusThree: '0' } }]);
  });
});
