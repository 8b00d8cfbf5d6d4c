// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bet, betButton, bombName, key, leds, mark, mount, odds, pickLive, pressed, scissors, text, wire, $, $$ } from './defuse-game.fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-defuse> board', () => {
  it('starts with 1 live wire and nothing marked: a named bomb, ten wire buttons, Bet off until a wire is marked', async () => {
    const el = await mount();
    expect(bombName(el)).toBe('Bomb with 1 of 10 wires live; 0 marked to cut');
    expect($$(el, 'button.wire').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Cut wire 0, red', 'Cut wire 1, orange', 'Cut wire 2, yellow', 'Cut wire 3, green', 'Cut wire 4, blue',
      'Cut wire 5, purple', 'Cut wire 6, white', 'Cut wire 7, black', 'Cut wire 8, pink', 'Cut wire 9, cyan',
    ]);
    expect(pressed(el)).toEqual([]);
    expect($(el, '.wires').getAttribute('role')).toBe('toolbar');
    expect(odds(el)).toEqual(['Wires 0/9', 'Defuse chance –', 'Pays –']);
    expect(text($(el, '.marks .note'))).toBe('Mark 1 to 9 wires to cut');
    expect(text($(el, '.led-digits'))).toBe('');
    expect(leds(el)).toBe('timer armed');
    expect(text($(el, '.status'))).toBe('ARMED');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    betButton(el).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toEqual([]);
  });

  it('marks wires by click and by digit key, in order, with scissors on each and the odds and pay of the marked count', async () => {
    const el = await mount();
    await mark(el, 3);
    expect(pressed(el)).toEqual(['Cut wire 3, green']);
    expect(scissors(el)).toBe(1);
    expect(odds(el)).toEqual(['Wires 1/9', 'Defuse chance 90%', 'Pays 1.0999×']);
    await key(el, '7');
    await key(el, '0');
    expect(pressed(el)).toEqual(['Cut wire 0, red', 'Cut wire 3, green', 'Cut wire 7, black']);
    expect($$(el, 'g.number.marked').map(text)).toEqual(['0', '3', '7']);
    expect(odds(el)).toEqual(['Wires 3/9', 'Defuse chance 70%', 'Pays 1.4142×']);
    expect(bombName(el)).toBe('Bomb with 1 of 10 wires live; 3 marked to cut');
    expect(text($(el, '.marks .note'))).toBe('3 of 9 wires marked');
    await key(el, '7');
    expect(pressed(el)).toEqual(['Cut wire 0, red', 'Cut wire 3, green']);
    el.draws.push([9]);
    el.reduced = true;
    await bet(el);
    // Cut in the order marked.
    expect(el.placed).toEqual([{ live: 1, cut: [3, 0] }]);
  });

  it('clears the marks with Clear or C', async () => {
    const el = await mount();
    await mark(el, 1, 2);
    await key(el, 'c');
    expect(pressed(el)).toEqual([]);
    await mark(el, 4);
    $$<HTMLButtonElement>(el, '.marks button').find((b) => text(b) === 'Clear')!.click();
    await el.updateComplete;
    expect(pressed(el)).toEqual([]);
    expect($<HTMLButtonElement>(el, '.marks button').disabled).toBe(true);
  });

  it('lets 10 − live wires be marked: the others are refused, and more live wires drop the last marks', async () => {
    const el = await mount();
    await mark(el, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    expect(pressed(el)).toHaveLength(9);
    expect(wire(el, 0).getAttribute('aria-pressed')).toBe('false');
    expect(wire(el, 0).getAttribute('aria-disabled')).toBe('true');
    expect(wire(el, 1).getAttribute('aria-disabled')).toBe('false');
    expect(odds(el)).toEqual(['Wires 9/9', 'Defuse chance 10%', 'Pays 9.8999×']);
    await pickLive(el, 3);
    expect(pressed(el).map((name) => Number(/wire (\d)/.exec(name!)![1]))).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(odds(el)).toEqual(['Wires 7/7', 'Defuse chance 0.83%', 'Pays 118.7999×']);
    expect(bombName(el)).toBe('Bomb with 3 of 10 wires live; 7 marked to cut');
    await pickLive(el, 2);
    expect(odds(el)).toEqual(['Wires 7/8', 'Defuse chance 6.67%', 'Pays 14.8499×']);
  });

  it('moves the focus between the wires with the arrow keys, one tab stop', async () => {
    const el = await mount();
    const tabStops = () => $$(el, 'button.wire').filter((b) => b.tabIndex === 0).map((b) => b.dataset.wire);
    expect(tabStops()).toEqual(['0']);
    wire(el, 0).focus();
    await key(el, 'ArrowRight', wire(el, 0));
    expect(el.shadowRoot!.activeElement).toBe(wire(el, 1));
    await key(el, 'End', wire(el, 1));
    expect(el.shadowRoot!.activeElement).toBe(wire(el, 9));
    await key(el, 'ArrowRight', wire(el, 9));
    expect(el.shadowRoot!.activeElement).toBe(wire(el, 9));
    await key(el, 'ArrowLeft', wire(el, 9));
    expect(tabStops()).toEqual(['8']);
    await key(el, 'Home', wire(el, 8));
    expect(el.shadowRoot!.activeElement).toBe(wire(el, 0));
  });

  it('chooses 1, 2 or 3 live wires with a radio group', async () => {
    const el = await mount();
    const radios = $$<HTMLInputElement>(el, 'input[name="defuse-live"]');
    expect(text($(el, 'fieldset.choice legend'))).toBe('Live wires');
    expect(radios.map((r) => `${r.value}${r.checked ? '*' : ''}`)).toEqual(['1*', '2', '3']);
    await pickLive(el, 2);
    await mark(el, 5);
    el.draws.push([5, 6]);
    el.reduced = true;
    await bet(el);
    expect(el.placed).toEqual([{ live: 2, cut: [5] }]);
  });
});

describe('<rgs-defuse> languages', () => {
  it('names the wires and the bomb in Portuguese', async () => {
    const el = await mount({ lang: 'pt', reduced: true });
    expect(wire(el, 6).getAttribute('aria-label')).toBe('Cortar o fio 6, branco');
    await mark(el, 6);
    expect(odds(el)).toEqual(['Fios 1/9', 'Chance 90%', 'Paga 1,0999×']);
    el.draws.push([0]);
    await bet(el);
    expect(bombName(el)).toBe('Bomba desarmada: 1 fios cortados com segurança; fios vivos: 0');
  });

  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Defuse');
  });
});
