// @vitest-environment happy-dom
import { openAutobet, startAutobet } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { $, $$, advance, banner, bet, betButton, coilName, ladder, litRings, mount, pick, radios, tags, text } from './test-volt';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-volt> board', () => {
  it('starts on medium risk: a named coil of ten dark rungs with their multipliers, and the ladder with chances, top first', async () => {
    const el = await mount();
    expect(coilName(el)).toBe('Tesla coil: medium risk, 10 rungs');
    expect($$(el, '.ring')).toHaveLength(10);
    expect(litRings(el)).toBe(0);
    expect(tags(el)).toEqual(['0.2×', '0.6×', '1×', '1.5×', '2×', '3×', '5×', '7×', '10×', '20×']);
    expect($(el, '.arc')).toBeNull();
    expect($(el, '.ladder').getAttribute('aria-label')).toBe('Ladder: multiplier and chance of each rung');
    // A visible heading over the ladder's columns; each row says it in full to screen readers.
    expect($$(el, '.ladder-head span').map(text)).toEqual(['', 'Pays', 'Chance']);
    expect($(el, '.ladder-head').getAttribute('aria-hidden')).toBe('true');
    expect(ladder(el)).toEqual([
      '10 20× 1.35% Rung 10: 20×, chance 1.35%',
      '9 10× 0.726% Rung 9: 10×, chance 0.726%',
      '8 7× 1.12% Rung 8: 7×, chance 1.12%',
      '7 5× 1.72% Rung 7: 5×, chance 1.72%',
      '6 3× 2.64% Rung 6: 3×, chance 2.64%',
      '5 2× 4.06% Rung 5: 2×, chance 4.06%',
      '4 1.5× 6.25% Rung 4: 1.5×, chance 6.25%',
      '3 1× 9.61% Rung 3: 1×, chance 9.61%',
      '2 0.6× 14.8% Rung 2: 0.6×, chance 14.8%',
      '1 0.2× 22.7% Rung 1: 0.2×, chance 22.7%',
      '0 0× 35% Base: 0×, chance 35%',
    ]);
  });

  it('writes the multipliers in the player’s digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(coilName(el)).toBe('Bobina de Tesla: risco médio, 10 degraus');
    expect(tags(el).slice(0, 2)).toEqual(['0,2×', '0,6×']);
    expect(ladder(el).at(-2)).toBe('1 0,2× 22,7% Degrau 1: 0,2×, chance de 22,7%');
    expect($$(el, '.ladder-head span').map(text)).toEqual(['', 'Paga', 'Chance']);
  });
});

describe('<rgs-volt> risk', () => {
  it('is a radio group with a legend, the current choice checked', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.volt-settings legend'))).toBe('Risk');
    expect(radios(el).map((r) => text(r.parentElement))).toEqual(['Low', 'Medium', 'High']);
    expect(radios(el).find((r) => r.checked)?.value).toBe('medium');
  });

  it('redraws the coil’s tags and the ladder, and is what the next bet plays', async () => {
    const el = await mount();
    await pick(el, 'high');
    expect(coilName(el)).toBe('Tesla coil: high risk, 10 rungs');
    expect(tags(el).at(-1)).toBe('500×');
    expect(ladder(el)[0]).toBe('10 500× 0.0977% Rung 10: 500×, chance 0.0977%');
    expect(ladder(el).at(-1)).toBe('0 0× 50% Base: 0×, chance 50%');
    await pick(el, 'low');
    expect(tags(el)).toEqual(['0.3×', '0.5×', '0.8×', '1×', '1.3×', '1.5×', '2×', '2.3×', '2.5×', '3×']);
    el.reduced = true;
    el.levelsToReach.push(5);
    await bet(el);
    expect(el.placed).toEqual([{ risk: 'low' }]);
  });

  it('is locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.levelsToReach.push(1);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(($(el, 'fieldset.volt-settings') as HTMLFieldSetElement).disabled).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return ($(el, 'fieldset.volt-settings') as HTMLFieldSetElement).disabled;
    }).toBe(false);
  });
});

describe('<rgs-volt> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its climb to land', async () => {
    const el = await mount();
    el.levelsToReach.push(3, 4, 5);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.climbing).toBe(true);
    // The risk is locked while autobet runs.
    expect(($(el, 'fieldset.volt-settings') as HTMLFieldSetElement).disabled).toBe(true);
    for (const [placed, level] of [[2, 3], [3, 4]] as const) {
      el.manual.advance(180 * level + 400);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(180 * 5 + 400);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ risk: 'medium' }));
  });
});

describe('<rgs-volt> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Volt');
  });
});
