// @vitest-environment happy-dom
import { LitElement, html } from 'lit';
import { describe, expect, it } from 'vitest';
import { ManualFrameClock } from '../../testing/manual-frame-clock';
import type { PlayedRound } from '../played-round';
import { OutcomeAnimation, type AnimatedOutcome } from './outcome-animation';

interface Shown extends AnimatedOutcome {
  readonly label: string;
}

const round = (id: string, status: PlayedRound['status'] = 'CLOSED') => ({ id, status }) as PlayedRound;

class AnimatedBoard extends LitElement {
  readonly clock = new ManualFrameClock();
  readonly told: string[] = [];
  readonly rested: string[] = [];
  readonly frames: number[] = [];
  renders = 0;
  readonly animation = new OutcomeAnimation<Shown>(this, {
    clock: () => this.clock,
    announce: (r) => this.told.push(r.id),
    landed: (shown) => this.rested.push(shown.label),
    frame: (_shown, elapsed) => this.frames.push(elapsed),
  });
  override render() {
    this.renders++;
    return html`<button class="play">Bet</button>${this.animation.renderSkip('Skip')}`;
  }
}
customElements.define('animated-board', AnimatedBoard);

async function mount(): Promise<AnimatedBoard> {
  const el = document.createElement('animated-board') as AnimatedBoard;
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

describe('OutcomeAnimation', () => {
  it('plays an outcome frame by frame and tells its round once, as it lands', async () => {
    const el = await mount();
    el.animation.play({ round: round('r1'), duration: 1000, label: 'one' });
    expect([el.animation.playing, el.animation.landed, el.animation.elapsed, el.animation.progress]).toEqual([true, false, 0, 0]);
    el.clock.advance(250);
    expect([el.animation.elapsed, el.animation.progress]).toEqual([250, 0.25]);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button.skip')?.getAttribute('aria-keyshortcuts')).toBe('Escape');
    expect(el.told).toEqual([]);
    el.clock.advance(750);
    // The hook keeps time at the start and on every frame before the landing, not at it.
    expect(el.frames).toEqual([0, 250]);
    expect([el.animation.playing, el.animation.landed, el.animation.elapsed, el.animation.progress]).toEqual([false, true, Infinity, 1]);
    expect(el.told).toEqual(['r1']);
    expect(el.rested).toEqual(['one']);
    expect(el.clock.pending).toBe(0);
    el.animation.land();
    expect(el.told).toEqual(['r1']);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button.skip')).toBeNull();
  });

  it('lands at once, requesting no frame, when the outcome has no duration (reduced motion)', () => {
    const el = new AnimatedBoard();
    el.animation.play({ round: round('r1'), duration: 0, label: 'one' });
    expect(el.animation.landed).toBe(true);
    expect(el.clock.pending).toBe(0);
    expect(el.told).toEqual(['r1']);
    expect(el.frames).toEqual([]);
  });

  it('lands the outcome playing before it starts the next', () => {
    const el = new AnimatedBoard();
    el.animation.play({ round: round('r1'), duration: 1000, label: 'one' });
    el.clock.advance(100);
    el.animation.play({ round: round('r2'), duration: 1000, label: 'two' });
    expect(el.told).toEqual(['r1']);
    expect(el.rested).toEqual(['one']);
    expect(el.animation.shown?.label).toBe('two');
    expect(el.clock.pending).toBe(1);
  });

  it('does not tell a round that is still open, but rests the board on it', () => {
    const el = new AnimatedBoard();
    el.animation.play({ round: round('r1', 'OPEN'), duration: 500, label: 'step' });
    el.clock.advance(500);
    expect(el.rested).toEqual(['step']);
    expect(el.told).toEqual([]);
  });

  it('clears the board after landing what played', () => {
    const el = new AnimatedBoard();
    el.animation.play({ round: round('r1'), duration: 1000, label: 'one' });
    el.animation.clear();
    expect(el.told).toEqual(['r1']);
    expect(el.animation.shown).toBeNull();
    expect([el.animation.playing, el.animation.landed]).toEqual([false, false]);
  });

  it('lands when the element leaves the page', async () => {
    const el = await mount();
    el.animation.play({ round: round('r1'), duration: 1000, label: 'one' });
    el.remove();
    expect(el.told).toEqual(['r1']);
    expect(el.clock.pending).toBe(0);
  });

  it('gives Escape while something plays, and the Skip button lands it and puts the keyboard on the primary button', async () => {
    const el = await mount();
    const key = el.animation.skipKey(() => 'Skip');
    expect([key.key, key.label, key.enabled!()]).toEqual(['Escape', 'Skip', false]);
    el.animation.play({ round: round('r1'), duration: 1000, label: 'one' });
    expect(key.enabled!()).toBe(true);
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.skip')!.click();
    expect(el.told).toEqual(['r1']);
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(el.shadowRoot!.querySelector('button.play'));
    el.animation.play({ round: round('r2'), duration: 1000, label: 'two' });
    key.run(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(el.told).toEqual(['r1', 'r2']);
  });
});
