// @vitest-environment happy-dom
import { openAutobet, startAutobet } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, banner, bet, betButton, bombName, cutWires, key, leds, mark, mount, pickLive, scissors, text, wire, $, $$ } from './defuse-game.fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-defuse> cutting', () => {
  it('cuts the marked wires one by one while the countdown runs, then turns the LED green, shows the live wires and tells the win', async () => {
    const el = await mount();
    await pickLive(el, 3);
    await mark(el, 3, 0, 5);
    el.draws.push([9, 6, 7]);
    await bet(el);
    // The round is settled, but nothing tells the result before the last wire is cut.
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Cutting…');
    expect(el.cutting).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect(bombName(el)).toBe('Bomb with 3 of 10 wires live; 3 marked to cut: Cutting…');
    expect([cutWires(el), scissors(el)]).toEqual([[], 3]);
    await advance(el, 140);
    expect([cutWires(el), scissors(el)]).toEqual([[3], 2]);
    await advance(el, 350);
    expect([cutWires(el), scissors(el)]).toEqual([[0, 3], 1]);
    expect(leds(el)).toBe('timer armed');
    await advance(el, 560);
    // All three cut at 840 ms; the ending runs to 3 × 350 + 600 = 1650 ms.
    expect(cutWires(el)).toEqual([0, 3, 5]);
    expect(leds(el)).toBe('timer defused');
    expect(text($(el, '.status'))).toBe('DEFUSED');
    expect(banner(el)).toBeNull();
    await advance(el, 600);
    expect(el.cutting).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(bombName(el)).toBe('Bomb defused: 3 wires cut safely; live wires: 6, 7, 9');
    expect($$(el, 'g.hazard')).toHaveLength(3);
    expect($$(el, 'g.number.live').map(text)).toEqual(['6', '7', '9']);
    expect(wire(el, 9).getAttribute('aria-label')).toBe('Cut wire 9, cyan, live');
    expect(wire(el, 3).getAttribute('aria-label')).toBe('Cut wire 3, green, cut');
    expect($(el, 'g.explosion')).toBeNull();
    expect(text($(el, '.outcome'))).toBe('✓ Defused! 3 wires cut: paid $3.3942');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.3942×', payout: '$3.3942' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('blows at the first live wire cut: the countdown hits zero, the bomb explodes, the wires after it stay whole', async () => {
    const el = await mount();
    await pickLive(el, 3);
    await mark(el, 2, 7, 0);
    el.draws.push([9, 6, 7]);
    await bet(el);
    await advance(el, 489);
    expect(cutWires(el)).toEqual([2]);
    expect($(el, 'g.explosion')).toBeNull();
    await advance(el, 1);
    // Wire 7 is cut at 350 + 140 ms: the blast starts, with its flash.
    expect(cutWires(el)).toEqual([2, 7]);
    expect(leds(el)).toBe('timer blown');
    expect($(el, 'g.explosion')).not.toBeNull();
    expect($(el, 'rect.flash')).not.toBeNull();
    expect(text($(el, '.led-digits'))).toBe('');
    expect(banner(el)).toBeNull();
    await advance(el, 900);
    expect(el.cutting).toBe(false);
    expect($(el, 'rect.flash')).toBeNull();
    expect(text($(el, 'text.boom'))).toBe('BOOM!');
    expect(cutWires(el)).toEqual([2, 7]);
    // Wire 0 was never cut: its scissors wait on it still.
    expect(scissors(el)).toBe(1);
    expect($$(el, 'g.scorch')).toHaveLength(1);
    expect(bombName(el)).toBe('Bomb exploded at wire 7, black; live wires: 6, 7, 9');
    expect(text($(el, '.outcome'))).toBe('✗ Boom! Wire 7 (black) was live');
    expect($(el, '.outcome').classList.contains('loss')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('with reduced motion lands at once: no frame, no flash', async () => {
    const el = await mount({ reduced: true });
    await mark(el, 4);
    el.draws.push([4]);
    await bet(el);
    expect(el.cutting).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect($(el, 'g.explosion')).not.toBeNull();
    expect($(el, 'rect.flash')).toBeNull();
    expect(text($(el, '.outcome'))).toBe('✗ Boom! Wire 4 (blue) was live');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('ends at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    await mark(el, 1, 2, 3);
    el.draws.push([9]);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.cutting).toBe(false);
    expect(cutWires(el)).toEqual([1, 2, 3]);
    expect(text($(el, '.outcome'))).toBe('✓ Defused! 3 wires cut: paid $1.4142');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('ends at once on Escape', async () => {
    const el = await mount();
    await mark(el, 5);
    el.draws.push([5]);
    await bet(el);
    await key(el, 'Escape');
    expect(el.cutting).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✗ Boom! Wire 5 (purple) was live');
  });

  it('lands the round shown, then clears the bomb, when a wire is marked during the cutting', async () => {
    const el = await mount();
    await mark(el, 1, 2);
    el.draws.push([9]);
    await bet(el);
    await advance(el, 100);
    await key(el, '6');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '1.2374×' });
    expect(el.cutting).toBe(false);
    expect(cutWires(el)).toEqual([]);
    expect(scissors(el)).toBe(3);
    expect(text($(el, '.outcome'))).toBe('');
    expect(bombName(el)).toBe('Bomb with 1 of 10 wires live; 3 marked to cut');
  });
});

describe('<rgs-defuse> autobet', () => {
  it('plays the marked wires as they stand, one round at a time, each waiting for its cutting to end', async () => {
    const el = await mount();
    await mark(el, 8);
    el.draws.push([1], [8], [2]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.cutting).toBe(true);
    // While it runs the wires and the live count are locked.
    expect(wire(el, 3).getAttribute('aria-disabled')).toBe('true');
    expect(($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled).toBe(true);
    el.manual.advance(950);
    await expect.poll(() => el.placed.length).toBe(2);
    // A blast plays 140 + 900 ms.
    el.manual.advance(1040);
    await expect.poll(() => el.placed.length).toBe(3);
    el.manual.advance(950);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ live: 1, cut: [8] }));
  });
});

