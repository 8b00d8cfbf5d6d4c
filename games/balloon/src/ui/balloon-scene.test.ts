// @vitest-environment happy-dom
import { render, svg } from 'lit';
import { describe, expect, it } from 'vitest';
import { SCENE_VIEWBOX, SKINS, renderScene, type SceneView } from './balloon-scene';

/** The scene drawn into an <svg>, as the element draws it. */
function draw(view: Partial<SceneView> = {}): SVGSVGElement {
  const host = document.createElement('div');
  render(svg`<svg viewBox=${SCENE_VIEWBOX}>${renderScene({ difficulty: 'hard', pumps: 0, cap: 24, phase: 'idle', multiplier: null, ...view })}</svg>`, host);
  return host.querySelector('svg')!;
}

const style = (el: Element | null) => el?.getAttribute('style') ?? '';

describe('renderScene', () => {
  it('grows the balloon from its knot with each pump, and writes the multiplier on it', () => {
    expect(style(draw().querySelector('.skin'))).toBe('transform: scale(0.34)');
    const open = draw({ phase: 'open', pumps: 12, multiplier: '31.25×' });
    expect(style(open.querySelector('.skin'))).toBe('transform: scale(0.75)');
    expect(open.querySelector('.reading text')!.textContent).toBe('31.25×');
    expect(style(draw({ phase: 'open', pumps: 24 }).querySelector('.skin'))).toBe('transform: scale(1)');
    expect(open.querySelector('.count')!.textContent).toBe('12 / 24');
  });

  it('strokes the pump on every pump: the animation’s name alternates so it restarts', () => {
    const name = (pumps: number) => style(draw({ phase: 'open', pumps }).querySelector('.handle'));
    expect(name(0)).toBe('animation-name: none');
    expect(name(1)).toBe('animation-name: pump-stroke-1');
    expect(name(2)).toBe('animation-name: pump-stroke-0');
    expect(style(draw({ phase: 'popped', pumps: 3 }).querySelector('.handle'))).toBe('animation-name: none');
  });

  it('bursts a popped balloon into ten shards flying clear of it, and shows no balloon or reading', () => {
    const popped = draw({ phase: 'popped', pumps: 1, multiplier: '1.32×' });
    expect(popped.querySelector('.skin')).toBeNull();
    expect(popped.querySelector('.reading')).toBeNull();
    const shards = [...popped.querySelectorAll('.shard')].map(style);
    expect(shards).toHaveLength(10);
    // Even a small balloon's shards fly at least three quarters as far as a full one's.
    expect(shards[0]).toBe('--dx:-88.5px; --dy:7.5px; --r:-140deg');
  });

  it('lets a cashed-out balloon go on a string, as far as the sky above it allows', () => {
    const small = draw({ phase: 'cashed', pumps: 1, multiplier: '1.32×' });
    expect(style(small.querySelector('.balloon'))).toBe('transform: translate(200px, 236px); --lift: 60px');
    expect(small.querySelector('.string')!.getAttribute('d')).toMatch(/^M0 4 C/);
    expect(small.querySelector('.reading')!.classList.contains('free')).toBe(true);
    const full = draw({ phase: 'full', pumps: 24, multiplier: '986.6539×' });
    expect(style(full.querySelector('.balloon'))).toBe('transform: translate(200px, 236px); --lift: 30px');
    expect(draw({ phase: 'open', pumps: 3 }).querySelector('.string')).toBeNull();
  });

  it('paints each difficulty its own skin', () => {
    const stops = (difficulty: SceneView['difficulty']) => [...draw({ difficulty }).querySelectorAll('#bl-skin stop')].map((s) => s.getAttribute('stop-color'));
    expect(stops('easy')).toEqual([...SKINS.easy]);
    expect(stops('expert')).toEqual([...SKINS.expert]);
    expect(new Set(Object.values(SKINS).map((skin) => skin[1])).size).toBe(4);
  });
});
