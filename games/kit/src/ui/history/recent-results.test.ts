// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayedRound } from '../played-round';
import { RecentResults } from './recent-results';

const round = (id: number, status: PlayedRound['status'], payout: string, multiplier: string): PlayedRound => ({
  id: `r${id}`, betId: `b${id}`, game: 'dice', status, amount: '1.0000000000', stake: '1.0000000000', payout, multiplier, freeBet: false,
  params: {}, state: null, outcome: null, currency: 'USD',
});

async function mount(props: Partial<RecentResults>): Promise<RecentResults> {
  const el = document.createElement('rgs-recent-results');
  Object.assign(el, props);
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

const chips = (el: RecentResults) => [...el.shadowRoot!.querySelectorAll('li')];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-recent-results>', () => {
  const ROUNDS = [
    round(5, 'CLOSED', '1.9800000000', '1.9800000000'),
    round(4, 'OPEN', '0', '1.2000000000'),
    round(3, 'CLOSED', '0', '0'),
    round(2, 'VOID', '0', '0'),
    round(1, 'CLOSED', '1.0000000000', '1.0000000000'),
  ];

  it('shows the settled rounds newest first: multiplier, icon, and the word for screen readers', async () => {
    const el = await mount({ rounds: ROUNDS });
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).toBe('Recent results');
    expect(chips(el).map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).toEqual(['✓1.98× Won', '✕0.00× Lost', '↺1.00× Stake back']);
    expect(chips(el).map((li) => li.getAttribute('part'))).toEqual(['chip chip-won', 'chip chip-lost', 'chip chip-even']);
    expect(chips(el).map((li) => li.querySelector('.sr')!.textContent!.trim())).toEqual(['Won', 'Lost', 'Stake back']);
    expect(chips(el)[0]!.querySelector('[aria-hidden="true"]')!.textContent).toBe('✓');
  });

  it('keeps only the last `limit`, in the player’s language', async () => {
    const el = await mount({ rounds: ROUNDS, limit: 2, lang: 'es' });
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).toBe('Resultados recientes');
    expect(chips(el).map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).toEqual(['✓1,98× Ganó', '✕0,00× Perdió']);
  });
});
