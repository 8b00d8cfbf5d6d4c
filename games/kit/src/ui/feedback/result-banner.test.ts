// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timers } from './frame-clock';
import { BANNER_MIN_MS, RgsResultBanner, outcomeOf, type BannerResult } from './result-banner';

/** Timers that fire only when the test says, remembering how long each was set for. */
class ManualTimers implements Timers {
  readonly set_: { ms: number; callback: () => void; cleared: boolean }[] = [];
  set = (callback: () => void, ms: number) => this.set_.push({ ms, callback, cleared: false }) - 1;
  clear = (handle: number) => void (this.set_[handle]!.cleared = true);
  /** Fires the last timer set, if it was not cleared. */
  fireLast(): void {
    const timer = this.set_.at(-1)!;
    if (!timer.cleared) timer.callback();
  }
}

/** Sets `prefers-reduced-motion` as the player's browser would answer it. */
function reducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const WIN: BannerResult = { outcome: 'win', multiplier: '2.5×', payout: 'US$ 5.00' };
const LOSS: BannerResult = { outcome: 'loss', multiplier: '0×', payout: 'US$ 0.00' };
const EVEN: BannerResult = { outcome: 'even', multiplier: '1×', payout: 'US$ 2.00' };

async function mount(props: Partial<Pick<RgsResultBanner, 'lang' | 'fast' | 'duration'>> = {}) {
  const banner = document.createElement('rgs-result-banner');
  const timers = new ManualTimers();
  banner.timers = timers;
  Object.assign(banner, props);
  document.body.appendChild(banner);
  await banner.updateComplete;
  return { banner, timers };
}

async function show(banner: RgsResultBanner, result: BannerResult | null): Promise<void> {
  banner.result = result ? { ...result } : null;
  await banner.updateComplete;
}

const box = (banner: RgsResultBanner) => banner.shadowRoot!.querySelector<HTMLElement>('[part="banner"]');
const live = (banner: RgsResultBanner) => banner.shadowRoot!.querySelector<HTMLElement>('.live')!;
const words = (banner: RgsResultBanner) => live(banner).textContent!.replace(/\s+/g, ' ').trim();

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<rgs-result-banner>', () => {
  it('keeps an empty polite live region on the page until a result comes', async () => {
    const { banner } = await mount();
    expect(live(banner).getAttribute('role')).toBe('status');
    expect(live(banner).getAttribute('aria-live')).toBe('polite');
    expect(live(banner).getAttribute('aria-atomic')).toBe('true');
    expect(words(banner)).toBe('');
  });

  it('tells a win and a loss apart by words and icon, not colour alone', async () => {
    const { banner } = await mount();
    await show(banner, WIN);
    expect(words(banner)).toBe('You won 2.5× US$ 5.00');
    expect(box(banner)!.classList.contains('win')).toBe(true);
    expect(box(banner)!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    const winIcon = box(banner)!.querySelector('svg')!.innerHTML;
    await show(banner, LOSS);
    expect(words(banner)).toBe('No win 0× US$ 0.00');
    expect(box(banner)!.classList.contains('loss')).toBe(true);
    expect(box(banner)!.querySelector('svg')!.innerHTML).not.toBe(winIcon);
    const lossIcon = box(banner)!.querySelector('svg')!.innerHTML;
    await show(banner, EVEN);
    expect(words(banner)).toBe('Stake back 1× US$ 2.00');
    expect(box(banner)!.classList.contains('even')).toBe(true);
    expect([winIcon, lossIcon]).not.toContain(box(banner)!.querySelector('svg')!.innerHTML);
    await show(banner, { outcome: 'partial', multiplier: '0.98×', payout: 'US$ 1.95' });
    expect(words(banner)).toBe('Part of the stake back 0.98× US$ 1.95');
    expect(box(banner)!.classList.contains('partial')).toBe(true);
  });

  it.each([
    ['pt', 'Você ganhou', 'Sem prêmio', 'Aposta devolvida', 'Parte da aposta de volta'],
    ['es', 'Ganaste', 'Sin premio', 'Apuesta devuelta', 'Parte de la apuesta devuelta'],
  ])('speaks %s', async (lang, won, noWin, even, partial) => {
    const { banner } = await mount({ lang });
    await show(banner, WIN);
    expect(live(banner).querySelector('.headline')!.textContent).toBe(won);
    await show(banner, LOSS);
    expect(live(banner).querySelector('.headline')!.textContent).toBe(noWin);
    await show(banner, EVEN);
    expect(live(banner).querySelector('.headline')!.textContent).toBe(even);
    await show(banner, { ...EVEN, outcome: 'partial' });
    expect(live(banner).querySelector('.headline')!.textContent).toBe(partial);
  });

  it('carries the round’s mark when it has one (a free bet), after the payout', async () => {
    const { banner } = await mount();
    await show(banner, { ...WIN, tag: 'Free bet' });
    expect(words(banner)).toBe('You won 2.5× US$ 5.00 Free bet');
    expect(box(banner)!.lastElementChild!.className).toBe('tag');
    await show(banner, { ...LOSS, tag: null });
    expect(box(banner)!.querySelector('.tag')).toBeNull();
  });

  it('calls a round won only when it paid more than its stake; exactly the stake is even, some of it partial', () => {
    expect(outcomeOf('1.0000000000', '1.0100000000')).toBe('win');
    expect(outcomeOf('2.0000000000', '2')).toBe('even');
    expect(outcomeOf('2', '1.9999999999')).toBe('partial');
    expect(outcomeOf('2', '1.95')).toBe('partial');
    expect(outcomeOf('2', '0')).toBe('loss');
    // A demo round stakes nothing and pays nothing: nothing was won or given back.
    expect(outcomeOf('0', '0')).toBe('loss');
    expect(outcomeOf('1', 'NaN')).toBe('loss');
  });

  it('replaces its nodes for each result, so a repeat of the same result is announced again', async () => {
    const { banner } = await mount();
    await show(banner, WIN);
    const first = box(banner);
    await show(banner, WIN);
    expect(box(banner)).not.toBe(first);
    expect(words(banner)).toBe('You won 2.5× US$ 5.00');
  });

  it('hides itself after its duration, and a newer result restarts the wait', async () => {
    const { banner, timers } = await mount();
    await show(banner, WIN);
    expect(timers.set_.map((timer) => timer.ms)).toEqual([3000]);
    await show(banner, LOSS);
    expect(timers.set_[0]!.cleared).toBe(true);
    timers.fireLast();
    await banner.updateComplete;
    expect(banner.showing).toBe(false);
    expect(box(banner)).toBeNull();
    expect(live(banner).isConnected).toBe(true);
  });

  it.each([
    ['fast mode', true, false, BANNER_MIN_MS, '63ms'],
    ['reduced motion', false, true, BANNER_MIN_MS, '0ms'],
  ])('stays a shorter time and slides in faster (or not at all) in %s', async (_, fast, reduce, stay, enter) => {
    reducedMotion(reduce);
    const { banner, timers } = await mount({ fast });
    await show(banner, WIN);
    expect(timers.set_.map((timer) => timer.ms)).toEqual([stay]);
    expect(box(banner)!.getAttribute('style')).toBe(`--_enter: ${enter}`);
  });

  it('takes a quarter of a long duration in fast mode, but never less than it takes to read', async () => {
    const { banner, timers } = await mount({ fast: true, duration: 8000 });
    await show(banner, WIN);
    expect(timers.set_[0]!.ms).toBe(2000);
  });

  it('hides at once when the result is cleared or it leaves the page', async () => {
    const { banner, timers } = await mount();
    await show(banner, WIN);
    await show(banner, null);
    expect(box(banner)).toBeNull();
    expect(timers.set_[0]!.cleared).toBe(true);
    await show(banner, LOSS);
    banner.remove();
    expect(banner.showing).toBe(false);
    expect(timers.set_[1]!.cleared).toBe(true);
  });
});
