// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { COIL, rungY } from './coil-art';
import { $, $$, advance, banner, bet, betButton, coilName, litRings, litTags, mount, pick, text, tipY } from './test-volt';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-volt> climb', () => {
  it('moves the money at once, climbs 180 ms a rung lighting each, ends 400 ms later, then tells the result', async () => {
    const el = await mount();
    el.levelsToReach.push(6);
    await bet(el);
    // The round is settled, but nothing tells the result before the climb lands.
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Charging…');
    expect(el.climbing).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect(litRings(el)).toBe(0);
    await advance(el, 180);
    expect(litRings(el)).toBe(1);
    expect(tipY(el)).toBe(rungY(1));
    await advance(el, 90);
    // Half way through the second rung's step: between rung 1 and rung 2, rung 2 not lit yet.
    expect(litRings(el)).toBe(1);
    expect(tipY(el)).toBe((rungY(1) + rungY(2)) / 2);
    await advance(el, 90 + 180 * 3);
    expect(litRings(el)).toBe(5);
    expect(litTags(el)).toBe(5);
    expect($$(el, '.ladder li.lit').map((li) => li.getAttribute('data-level'))).toEqual(['5', '4', '3', '2', '1']);
    await advance(el, 180);
    // At rung 6 the climb is over: the fizzle plays (sparks falling), still untold.
    expect(litRings(el)).toBe(6);
    await advance(el, 200);
    expect($$(el, '.sparks circle').length).toBeGreaterThan(0);
    expect(banner(el)).toBeNull();
    await advance(el, 200);
    expect(el.climbing).toBe(false);
    expect(el.manual.pending).toBe(0);
    // Rung 6 of medium pays 3×: its tag and ladder row are marked, the arc holds there.
    expect($(el, '.tag.hit')!.getAttribute('data-rung')).toBe('6');
    expect(litRings(el)).toBe(6);
    expect(tipY(el)).toBe(rungY(6));
    expect($(el, '.sparks')).toBeNull();
    expect(coilName(el)).toBe('Tesla coil: medium risk, 10 rungs, charge reached rung 6, 3×');
    expect(text($(el, '.outcome'))).toBe('✓ Rung 6, 3×: win! Paid $3.00');
    expect($(el, '.ladder li.hit')!.getAttribute('aria-current')).toBe('true');
    expect(text($(el, '.ladder li.hit strong'))).toBe('3×');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.00×', payout: '$3.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('crackles: the arc’s jags change as it plays', async () => {
    const el = await mount();
    el.levelsToReach.push(10);
    await bet(el);
    await advance(el, 1000);
    const first = $(el, '.arc-core path')!.getAttribute('d');
    await advance(el, 50);
    await advance(el, 50);
    expect($(el, '.arc-core path')!.getAttribute('d')).not.toBe(first);
  });

  it('bursts the top sphere when the charge reaches rung 10, after 2.2 s', async () => {
    const el = await mount();
    await pick(el, 'high');
    el.levelsToReach.push(10);
    await bet(el);
    await advance(el, 1800);
    expect(litRings(el)).toBe(10);
    await advance(el, 100);
    expect($$(el, '.burst path').length).toBe(14);
    expect($(el, '.sphere.charged')).not.toBeNull();
    // Past rung 10 the arc strikes the sphere's underside.
    expect(tipY(el)).toBe(COIL.sphere.y + COIL.sphere.r);
    expect(banner(el)).toBeNull();
    await advance(el, 300);
    expect(el.climbing).toBe(false);
    expect($(el, '.burst')).toBeNull();
    expect($(el, '.sphere.charged')).not.toBeNull();
    expect(tipY(el)).toBe(COIL.sphere.y + COIL.sphere.r);
    expect(text($(el, '.outcome'))).toBe('✓ Rung 10, 500×: win! Paid $500.00');
  });

  it('tells a rung under 1× as part of the stake back, and 1× as the stake back, as the banner does', async () => {
    const el = await mount({ reduced: true });
    el.levelsToReach.push(1, 3);
    await bet(el);
    expect(text($(el, '.outcome'))).toBe('↺ Rung 1, 0.2×: part of the stake back, paid $0.20');
    expect($(el, '.outcome')!.classList.contains('partial')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'partial', multiplier: '0.20×' });
    await bet(el);
    expect(text($(el, '.outcome'))).toBe('↺ Rung 3, 1×: stake back, paid $1.00');
    expect($(el, '.outcome')!.classList.contains('even')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'even' });
  });

  it('with reduced motion lands at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.levelsToReach.push(0);
    await bet(el);
    expect(el.climbing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(litRings(el)).toBe(0);
    expect($(el, '.arc')).toBeNull();
    expect(coilName(el)).toBe('Tesla coil: medium risk, 10 rungs, charge fizzled at the base, 0×');
    expect(text($(el, '.outcome'))).toBe('✗ Fizzled at the base: no win');
    expect($(el, '.ladder li.hit')!.getAttribute('data-level')).toBe('0');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('fizzles at the base in 400 ms', async () => {
    const el = await mount();
    el.levelsToReach.push(0);
    await bet(el);
    await advance(el, 200);
    expect($$(el, '.sparks circle').length).toBeGreaterThan(0);
    expect(banner(el)).toBeNull();
    await advance(el, 200);
    expect(el.climbing).toBe(false);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.levelsToReach.push(7);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.climbing).toBe(false);
    expect(litRings(el)).toBe(7);
    expect(text($(el, '.outcome'))).toBe('✓ Rung 7, 5×: win! Paid $5.00');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.levelsToReach.push(4);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.climbing).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✓ Rung 4, 1.5×: win! Paid $1.50');
  });

  it('lands a climb when the next bet is placed, and climbs the next from the base', async () => {
    const el = await mount();
    el.levelsToReach.push(2, 9);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first climb was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('0.60×');
    expect(litRings(el)).toBe(0);
    await advance(el, 180 * 9 + 400);
    expect(litRings(el)).toBe(9);
    expect(text($(el, '.outcome'))).toBe('✓ Rung 9, 10×: win! Paid $10.00');
  });

  it('lands the climb shown before it changes the ladder', async () => {
    const el = await mount();
    el.levelsToReach.push(5);
    await bet(el);
    await advance(el, 100);
    await pick(el, 'low');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '2.00×' });
    expect(el.climbing).toBe(false);
    expect(coilName(el)).toBe('Tesla coil: low risk, 10 rungs');
    expect(litRings(el)).toBe(0);
    expect(text($(el, '.outcome'))).toBe('');
  });

  it('plays 4× faster in fast mode', async () => {
    const el = await mount();
    $<HTMLButtonElement>(el, 'button[aria-label="Fast mode"]').click();
    await el.updateComplete;
    el.levelsToReach.push(10);
    await bet(el);
    await advance(el, 550);
    expect(el.climbing).toBe(false);
    expect(litRings(el)).toBe(10);
  });
});
