// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openAutobet, skipPauses, startAutobet } from '@rgs/game-kit/testing';
import type { PlayedRound } from '@rgs/game-kit/ui';
import { KICK_MS } from './kick-moments';
import { $, $$, caption, kicks, mount, primary, settle, text, zoneNames } from './soccer-test-element';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-soccer> a round left open', () => {
  it('comes back after a reload with its kicks, its difficulty and its cashout', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'soccer', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '8.91',
      freeBet: false, currency: 'USD', params: { difficulty: 'expert' },
      state: { difficulty: 'expert', kicks: [{ zone: 4, keeper: [0, 1, 2, 3], goal: true }, { zone: 0, keeper: [1, 2, 4, 5], goal: true }] },
      outcome: null,
    };
    const el = await mount({ resume });
    expect(text(primary(el))).toBe('Cash out $17.82');
    expect($<HTMLInputElement>(el, 'input[value="expert"]').checked).toBe(true);
    expect(($(el, 'fieldset.difficulty') as HTMLFieldSetElement).disabled).toBe(true);
    expect(kicks(el).slice(0, 3)).toEqual(['Kick 1: goal, 2.97×', 'Kick 2: goal, 8.91×', 'Kick 3: next, a goal pays 26.73×']);
    // The last kick at rest: its ball in the net, its keeper's zones marked.
    expect(caption(el)).toBe('Kick 2: goal! The keeper covered zones 2, 3, 5, and 6.');
    expect($$(el, '.zone.covered').map((z) => z.dataset.zone)).toEqual(['1', '2', '4', '5']);
    expect(zoneNames(el)[3]).toBe('Zone 4, bottom left: shoot here');
  });
});

describe('<rgs-soccer> autobet', () => {
  it('shoots at random zones each round and cashes out after the goals chosen', async () => {
    const el = await mount({ keeper: Array.from({ length: 10 }, () => [0, 1]) });
    skipPauses(el);
    // The autobet panel's code loads on first use: give a busy machine longer than openAutobet's own wait.
    $<HTMLButtonElement>(el, '#tab-auto').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-autobet-panel') !== null;
    }, { timeout: 10_000 }).toBe(true);
    const panel = await openAutobet(el);
    const select = $<HTMLSelectElement>(el, '.soccer-auto select');
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.soccer-auto .note'))).toBe('Each round shoots at random zones and cashes out after 3 goals');
    await startAutobet(panel, 2);
    // Each kick's animation plays on the test's clock: move it on until both rounds are done.
    await expect
      .poll(async () => {
        el.manual.advance(KICK_MS);
        await settle(el);
        return el.calls.length;
      })
      .toBe(10);
    const round = [{ kind: 'bet', difficulty: 'medium' }, { kind: 'shoot', zone: 5 }, { kind: 'shoot', zone: 5 }, { kind: 'shoot', zone: 5 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
