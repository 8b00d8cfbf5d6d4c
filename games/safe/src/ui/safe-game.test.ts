// @vitest-environment happy-dom
import { openAutobet, startAutobet } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { $, $$, advance, banner, bet, betButton, dials, doorOpen, drums, lamps, mount, paytable, plates, press, safeName, text } from './test-safe';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-safe> board', () => {
  it('starts on 3 dials: a named safe with the guess on its plates, drums at rest, lamps off, and the lock’s paytable', async () => {
    const el = await mount();
    expect(safeName(el)).toBe('Safe with 3 dials, your code 7 3 9');
    expect(plates(el)).toEqual(['7', '3', '9']);
    expect(drums(el)).toEqual(['0', '0', '0']);
    expect(lamps(el)).toEqual(['off', 'off', 'off']);
    expect(doorOpen(el)).toBe(false);
    expect($(el, '.paytable').getAttribute('aria-label')).toBe('What this lock pays');
    expect(paytable(el)).toEqual(['3 of 3 match: 719.99×, chance 0.1%', '2 of 3 match: 10×, chance 2.7%', '0–1 of 3 match: 0×, chance 97.2%']);
    expect(text($(el, '.paytable li strong'))).toBe('719.99×');
  });

  it('writes the paytable in the player’s language and digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(safeName(el)).toBe('Cofre com 3 discos, seu código 7 3 9');
    expect(paytable(el)).toEqual(['3 de 3 acertos: 719,99×, chance 0,1%', '2 de 3 acertos: 10×, chance 2,7%', '0–1 de 3 acertos: 0×, chance 97,2%']);
  });
});

describe('<rgs-safe> cracking', () => {
  it('moves the money at once, rolls the drums into place one by one, half a second apart, and tells the result after the last', async () => {
    const el = await mount();
    el.codes.push([7, 5, 9]);
    await bet(el);
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Cracking…');
    expect(el.cracking).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect(lamps(el)).toEqual(['off', 'off', 'off']);
    await advance(el, 500);
    expect(lamps(el)).toEqual(['hit', 'off', 'off']);
    expect(drums(el)[0]).toBe('7');
    await advance(el, 500);
    expect(lamps(el)).toEqual(['hit', 'miss', 'off']);
    expect(drums(el).slice(0, 2)).toEqual(['7', '5']);
    expect(banner(el)).toBeNull();
    await advance(el, 500);
    expect(el.cracking).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(lamps(el)).toEqual(['hit', 'miss', 'hit']);
    expect(drums(el)).toEqual(['7', '5', '9']);
    // Two of three pay 10×, and the door stays shut.
    expect(doorOpen(el)).toBe(false);
    expect(safeName(el)).toBe('Safe with 3 dials, your code 7 3 9, code 7 5 9, 2 of 3 match');
    expect(text($(el, '.outcome'))).toBe('✓ Code 7 5 9: 2 of 3 match, win! Paid $10.00');
    expect($(el, '.paytable li.hit')!.getAttribute('aria-current')).toBe('true');
    expect(text($(el, '.paytable li.hit strong'))).toBe('10×');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '10.00×', payout: '$10.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('opens the door on gold when every dial matches: the handle turns, then the door swings, then the result is told', async () => {
    const el = await mount();
    el.codes.push([7, 3, 9]);
    await bet(el);
    await advance(el, 1500);
    expect(lamps(el)).toEqual(['hit', 'hit', 'hit']);
    expect(el.cracking).toBe(true);
    expect(doorOpen(el)).toBe(false);
    await advance(el, 450);
    expect(doorOpen(el)).toBe(true);
    expect(banner(el)).toBeNull();
    await advance(el, 450);
    expect(el.cracking).toBe(false);
    expect(doorOpen(el)).toBe(true);
    expect($(el, 'g.door')!.getAttribute('transform')).toMatch(/scale\(0\.24 1\)/);
    expect(safeName(el)).toBe('Safe with 3 dials, your code 7 3 9, code 7 3 9, 3 of 3 match, the door is open');
    expect(text($(el, '.outcome'))).toBe('✓ Code 7 3 9: all 3 match, the safe opens! Paid $719.99');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '719.99×' });
  });

  it('with reduced motion lands at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.codes.push([0, 0, 0]);
    await bet(el);
    expect(el.cracking).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(drums(el)).toEqual(['0', '0', '0']);
    expect(lamps(el)).toEqual(['miss', 'miss', 'miss']);
    expect(text($(el, '.outcome'))).toBe('✗ Code 0 0 0: 0 of 3 match, no win');
    expect($(el, '.outcome')!.classList.contains('loss')).toBe(true);
    expect(text($(el, '.paytable li.hit strong'))).toBe('0×');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('plays four times faster in fast mode', async () => {
    const el = await mount();
    (el as unknown as { fastChoice: { set: (on: boolean) => void } }).fastChoice.set(true);
    el.codes.push([1, 2, 3]);
    await bet(el);
    await advance(el, 124);
    expect(lamps(el)).toEqual(['off', 'off', 'off']);
    await advance(el, 1);
    expect(lamps(el)).toEqual(['miss', 'off', 'off']);
    await advance(el, 250);
    expect(el.cracking).toBe(false);
    expect(drums(el)).toEqual(['1', '2', '3']);
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.codes.push([7, 0, 0]);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.cracking).toBe(false);
    expect(drums(el)).toEqual(['7', '0', '0']);
    expect(text($(el, '.outcome'))).toBe('✗ Code 7 0 0: 1 of 3 match, no win');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.codes.push([7, 3, 0]);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.cracking).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✓ Code 7 3 0: 2 of 3 match, win! Paid $10.00');
  });

  it('bets with Space from a dial', async () => {
    const el = await mount({ reduced: true });
    el.codes.push([1, 1, 1]);
    const space = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, composed: true, cancelable: true });
    dials(el)[1]!.dispatchEvent(space);
    await expect.poll(() => el.placed.length).toBe(1);
    expect(space.defaultPrevented).toBe(true);
    expect(el.placed).toEqual([{ dials: 3, guess: [7, 3, 9] }]);
  });

  it('lands a round still rolling when the next bet is placed, and rolls on from where the drums rest', async () => {
    const el = await mount();
    el.codes.push([4, 4, 4], [9, 3, 1]);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first round was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('0.00×');
    expect(drums(el)).toEqual(['4', '4', '4']);
    await advance(el, 1500);
    expect(drums(el)).toEqual(['9', '3', '1']);
    expect(text($(el, '.outcome'))).toBe('✗ Code 9 3 1: 1 of 3 match, no win');
  });

  it('lands the round shown before a dial changes, and clears the lamps', async () => {
    const el = await mount();
    el.codes.push([7, 3, 1]);
    await bet(el);
    await advance(el, 100);
    await press(el, dials(el)[2]!, 'ArrowUp');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '10.00×' });
    expect(el.cracking).toBe(false);
    expect(lamps(el)).toEqual(['off', 'off', 'off']);
    // The drums rest where the round left them; the plates show the new code.
    expect(drums(el)).toEqual(['7', '3', '1']);
    expect(plates(el)).toEqual(['7', '3', '0']);
    expect(text($(el, '.outcome'))).toBe('');
  });
});

describe('<rgs-safe> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its drums to land', async () => {
    const el = await mount();
    el.codes.push([1, 1, 1], [2, 2, 2], [3, 3, 3]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.cracking).toBe(true);
    expect(($(el, 'fieldset.dials') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(1500);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(1500);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ dials: 3, guess: [7, 3, 9] }));
  });
});

describe('<rgs-safe> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de la Caja Fuerte');
  });
});
