// @vitest-environment happy-dom
import { render, svg } from 'lit';
import { describe, expect, it } from 'vitest';
import { CYLINDER_VIEWBOX, renderCylinder, type ChamberKind, type CylinderView } from './cylinder-scene';

const HIDDEN: ChamberKind[] = ['hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden'];

/** The cylinder drawn into an <svg>, as the element draws it. */
function draw(view: Partial<CylinderView> = {}): SVGSVGElement {
  const host = document.createElement('div');
  render(svg`<svg viewBox=${CYLINDER_VIEWBOX}>${renderCylinder({ chambers: HIDDEN, top: 0, clicks: 0, bang: false, numerals: ['1', '2', '3', '4', '5', '6'], ...view })}</svg>`, host);
  return host.querySelector('svg')!;
}

const style = (el: Element | null) => el?.getAttribute('style') ?? '';

describe('renderCylinder', () => {
  it('turns a sixth per click so the next chamber is under the hammer, keeping numerals and marks upright', () => {
    const idle = draw();
    expect(style(idle.querySelector('.drum'))).toBe('transform: rotate(0deg)');
    expect([...idle.querySelectorAll('.numeral')].map((n) => n.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    const two = draw({ top: 2, clicks: 2, chambers: ['click', 'click', 'hidden', 'hidden', 'hidden', 'hidden'] });
    expect(style(two.querySelector('.drum'))).toBe('transform: rotate(-120deg)');
    expect([...two.querySelectorAll('.numeral')].map(style)).toEqual(Array(6).fill('transform: rotate(120deg)'));
    expect([...two.querySelectorAll('.upright')].map(style)).toEqual(Array(6).fill('transform: rotate(120deg)'));
  });

  it('draws a tick in a chamber that clicked, brass in a loaded one, a dashed ring in an empty one', () => {
    const end = draw({ top: 1, clicks: 1, bang: true, chambers: ['click', 'bang', 'bullet', 'empty', 'bullet', 'empty'] });
    const chambers = [...end.querySelectorAll('.chamber')];
    expect(chambers.map((c) => c.getAttribute('class'))).toEqual([
      'chamber click', 'chamber bang', 'chamber bullet revealed', 'chamber empty revealed', 'chamber bullet revealed', 'chamber empty revealed',
    ]);
    expect(chambers[0]!.querySelector('path')).not.toBeNull();
    expect(chambers[1]!.querySelector('.round-bang')).not.toBeNull();
    expect(chambers[2]!.querySelector('.round-bullet')).not.toBeNull();
    expect(chambers[3]!.querySelector('[stroke-dasharray]')).not.toBeNull();
  });

  it('flashes on a bang, ripples on a click (restarting each time), and is still before the first pull', () => {
    expect(draw().querySelector('.ripple, .bang')).toBeNull();
    expect(style(draw({ clicks: 1 }).querySelector('.ripple'))).toBe('animation-name: ripple-1');
    expect(style(draw({ clicks: 2 }).querySelector('.ripple'))).toBe('animation-name: ripple-0');
    const bang = draw({ bang: true, clicks: 2 });
    expect(bang.querySelectorAll('.bang .flash, .bang .flash-screen')).toHaveLength(2);
    expect(bang.querySelector('.ripple')).toBeNull();
    expect(style(bang.querySelector('.hammer'))).toBe('animation-name: hammer-fall-b');
  });
});
