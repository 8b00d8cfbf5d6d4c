// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { VIEW, xOf } from './fuse-geometry';
import { $, bet, betButton, field, mount, odds, parts, press, slider, text, type } from './spark-game.fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-spark> charge zone settings', () => {
  it('are two named sliders with a field each, and a profit on win', async () => {
    const el = await mount();
    expect(text($(el, '.zone-fields legend'))).toBe('Charge zone');
    const start = slider(el, 'Window start');
    const width = slider(el, 'Window width');
    expect([start.min, start.max, start.value, start.getAttribute('aria-valuetext')]).toEqual(['0', '7500', '3000', 'from 30.00 to 55.00']);
    expect([width.min, width.max, width.value, width.getAttribute('aria-valuetext')]).toEqual(['200', '9500', '2500', '25% wide: win chance 25%, multiplier 3.96×']);
    expect([field(el, 'start').value, field(el, 'width').value]).toEqual(['30.00', '25.00']);
    expect(parts($(el, '.spark-profit'))).toBe('Profit on win $2.96');
  });

  it('move by the keyboard: a point per arrow, a hundredth with Shift, ten with Page keys, the ends with Home and End', async () => {
    const el = await mount();
    await press(slider(el, 'Window start'), 'ArrowRight', false, el);
    expect(odds(el)[0]).toBe('Charge zone 31.00–56.00');
    await press(slider(el, 'Window start'), 'ArrowLeft', true, el);
    expect(odds(el)[0]).toBe('Charge zone 30.99–55.99');
    await press(slider(el, 'Window start'), 'PageDown', false, el);
    expect(odds(el)[0]).toBe('Charge zone 20.99–45.99');
    await press(slider(el, 'Window start'), 'Home', false, el);
    expect(odds(el)[0]).toBe('Charge zone 0.00–25.00');
    await press(slider(el, 'Window width'), 'ArrowDown', false, el);
    expect(odds(el)).toEqual(['Charge zone 0.00–24.00', 'Win chance 24%', 'Multiplier 4.125×']);
    await press(slider(el, 'Window start'), 'End', false, el);
    expect(odds(el)[0]).toBe('Charge zone 76.00–100.00');
    // A wider zone that would run past 100 moves back onto the fuse.
    await press(slider(el, 'Window width'), 'End', false, el);
    expect(odds(el)).toEqual(['Charge zone 5.00–100.00', 'Win chance 95%', 'Multiplier 1.0421×']);
    await press(slider(el, 'Window width'), 'Home', false, el);
    expect(odds(el)).toEqual(['Charge zone 5.00–7.00', 'Win chance 2%', 'Multiplier 49.50×']);
    el.reduced = true;
    el.points.push(600);
    await bet(el);
    expect(el.placed).toEqual([{ start: 500, width: 200 }]);
  });

  it('take typed values, a comma for the decimal point too, and explain what cannot be played without betting', async () => {
    const el = await mount({ lang: 'pt' });
    await type(el, 'width', '10,5');
    expect(odds(el)).toEqual(['Zona de carga 30,00–40,50', 'Chance de ganhar 10,5%', 'Multiplicador 9,4285×']);
    expect(field(el, 'width').value).toBe('10,50');
    await type(el, 'start', '95', false);
    expect(text($(el, '#spark-problem'))).toBe('⚠ O início da janela deve estar entre 0 e 89,50');
    expect(field(el, 'start').getAttribute('aria-invalid')).toBe('true');
    expect(field(el, 'start').getAttribute('aria-describedby')).toBe('spark-problem');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    await type(el, 'width', '1');
    expect(text($(el, '#spark-problem'))).toBe('⚠ A largura da janela deve estar entre 2 e 95');
    await type(el, 'width', '2,555');
    expect(text($(el, '#spark-problem'))).toBe('⚠ Largura da janela aceita no máximo 2 casas decimais');
    betButton(el).click();
    await el.updateComplete;
    expect(el.placed).toEqual([]);
    await type(el, 'width', '50');
    expect($(el, '#spark-problem')).toBeNull();
    expect(odds(el)[0]).toBe('Zona de carga 30,00–80,00');
  });

  it('follow a pointer on the board: an end, the whole zone, or a press elsewhere that moves the zone there', async () => {
    const el = await mount();
    const area = $(el, '.fuse-area');
    // The board drawn as wide as its viewBox: one pixel is one unit.
    $(el, '.fuse-area svg').getBoundingClientRect = () => ({ left: 0, top: 0, width: VIEW.width, height: VIEW.height, right: VIEW.width, bottom: VIEW.height, x: 0, y: 0, toJSON() {} });
    const pointer = async (type: string, hundredths: number) => {
      area.dispatchEvent(new PointerEvent(type, { clientX: xOf(hundredths), button: 0, pointerId: 1, bubbles: true }));
      await el.updateComplete;
    };
    // The right grip, dragged to 70: the start stays.
    await pointer('pointerdown', 5490);
    await pointer('pointermove', 7000);
    await pointer('pointerup', 7000);
    expect(odds(el)[0]).toBe('Charge zone 30.00–70.00');
    // The zone itself, taken at 50 and moved by 10.
    await pointer('pointerdown', 5000);
    await pointer('pointermove', 6000);
    await pointer('pointerup', 6000);
    expect(odds(el)[0]).toBe('Charge zone 40.00–80.00');
    // A move without a press does nothing; a press outside the zone centres it there.
    await pointer('pointermove', 1000);
    expect(odds(el)[0]).toBe('Charge zone 40.00–80.00');
    await pointer('pointerdown', 1000);
    await pointer('pointerup', 1000);
    expect(odds(el)[0]).toBe('Charge zone 0.00–40.00');
  });

  it('are locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.points.push(100);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(($(el, 'fieldset.zone-fields') as HTMLFieldSetElement).disabled).toBe(true);
    expect($(el, '.fuse-area').classList.contains('locked')).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return ($(el, 'fieldset.zone-fields') as HTMLFieldSetElement).disabled;
    }).toBe(false);
  });
});

