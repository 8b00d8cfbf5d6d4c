// @vitest-environment happy-dom
import { openAutobet, startAutobet } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { xOf } from './fuse-geometry';
import { $, $$, advance, banner, bet, betButton, boardName, bubble, field, mount, odds, outcome, press, slider, sparkX, text } from './spark-game.fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-spark> board', () => {
  it('starts with a 25-wide zone from 30 to 55: a named fuse, its ruler, the zone’s grips and its odds', async () => {
    const el = await mount();
    expect(boardName(el)).toBe('Fuse from 0 to 100, charge zone 30.00 to 55.00: win chance 25%, pays 3.96×');
    expect(odds(el)).toEqual(['Charge zone 30.00–55.00', 'Win chance 25%', 'Multiplier 3.96×']);
    expect($$(el, '.ticks span').map(text)).toEqual(['0', '25', '50', '75', '100']);
    expect($$(el, '.ruler line')).toHaveLength(21);
    // The band and its grips stand at the zone's ends; the spark waits at the lit end.
    expect($(el, '.zone .band').getAttribute('x')).toBe(String(Math.round(xOf(3000) * 10) / 10));
    expect($$(el, '.grip').map((g) => g.getAttribute('transform'))).toEqual([`translate(${Math.round(xOf(3000) * 10) / 10} 0)`, `translate(${Math.round(xOf(5500) * 10) / 10} 0)`]);
    expect($(el, '.idle-ember')).not.toBeNull();
    expect(sparkX(el)).toBeNull();
    expect(outcome(el)).toBe('');
  });

  it('speaks the player’s language and digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(boardName(el)).toBe('Pavio de 0 a 100, zona de carga de 30,00 a 55,00: chance de ganhar 25%, paga 3,96×');
    expect(odds(el)).toEqual(['Zona de carga 30,00–55,00', 'Chance de ganhar 25%', 'Multiplicador 3,96×']);
    expect(field(el, 'start').value).toBe('30,00');
  });
});

describe('<rgs-spark> the spark', () => {
  it('moves the money at once, runs 1.8 s slowing down, and tells the result when it stops inside the zone', async () => {
    const el = await mount();
    el.points.push(4446);
    await bet(el);
    // The round is settled, but nothing tells the result before the spark stops.
    expect(banner(el)).toBeNull();
    expect(outcome(el)).toBe('The spark is running…');
    expect(el.running).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect($$(el, '.trail circle')).toHaveLength(6);
    await advance(el, 900);
    // Half the time, seven eighths of the way (ease-out cubic: 1 − 0.5³).
    expect(sparkX(el)).toBe(Math.round(xOf(4446 * 0.875) * 10) / 10);
    expect(bubble(el)).toBe('38.90');
    expect($(el, 'rect.char')).not.toBeNull();
    expect(banner(el)).toBeNull();
    await advance(el, 900);
    expect(el.running).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(sparkX(el)).toBe(Math.round(xOf(4446) * 10) / 10);
    expect(bubble(el)).toBe('✓ 44.46');
    expect($(el, '.zone.won .flash')).not.toBeNull();
    expect($(el, '.spark.won .burst')).not.toBeNull();
    expect($$(el, '.trail')).toHaveLength(0);
    expect(boardName(el)).toBe('Fuse from 0 to 100, charge zone 30.00 to 55.00: win chance 25%, pays 3.96×, the spark stopped at 44.46, inside the zone');
    expect(outcome(el)).toBe('✓ Stopped at 44.46, inside the zone: win! Paid $3.96');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.96×', payout: '$3.96' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('with reduced motion stops on the result at once and requests no frame: outside the zone it fizzles', async () => {
    const el = await mount({ reduced: true });
    el.points.push(5500);
    await bet(el);
    expect(el.running).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(bubble(el)).toBe('✗ 55.00');
    expect($(el, '.spark.fizzled .smoke')).not.toBeNull();
    expect($(el, '.zone.lost')).not.toBeNull();
    expect(outcome(el)).toBe('✗ Stopped at 55.00, outside the zone: no win');
    expect($(el, '.outcome').classList.contains('lost')).toBe(true);
    expect(boardName(el)).toMatch(/, the spark stopped at 55.00, outside the zone$/);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('stops at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.points.push(3000);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.running).toBe(false);
    expect(outcome(el)).toBe('✓ Stopped at 30.00, inside the zone: win! Paid $3.96');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('stops at once on Escape', async () => {
    const el = await mount();
    el.points.push(100);
    await bet(el);
    await press(el, 'Escape', false, el);
    expect(el.running).toBe(false);
    expect(outcome(el)).toBe('✗ Stopped at 1.00, outside the zone: no win');
  });

  it('lands a running spark when the next bet is placed, and runs the next from the lit end', async () => {
    const el = await mount();
    el.points.push(5000, 8000);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first round was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('3.96×');
    expect(sparkX(el)).toBe(Math.round(xOf(0) * 10) / 10);
    await advance(el, 1800);
    expect(outcome(el)).toBe('✗ Stopped at 80.00, outside the zone: no win');
  });

  it('lands the spark shown before the zone moves, and shows a fresh fuse', async () => {
    const el = await mount();
    el.points.push(4000);
    await bet(el);
    await advance(el, 100);
    await press(slider(el, 'Window width'), 'ArrowUp', false, el);
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '3.96×' });
    expect(el.running).toBe(false);
    expect(sparkX(el)).toBeNull();
    expect($(el, 'rect.char')).toBeNull();
    expect(outcome(el)).toBe('');
    expect(odds(el)[0]).toBe('Charge zone 30.00–56.00');
  });
});

describe('<rgs-spark> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its spark to stop', async () => {
    const el = await mount();
    el.points.push(3100, 200, 5400);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.running).toBe(true);
    expect(($(el, 'fieldset.zone-fields') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(1800);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(1800);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ start: 3000, width: 2500 }));
  });
});

describe('<rgs-spark> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Spark');
  });
});
