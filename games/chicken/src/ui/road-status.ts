import { fill, type PlayedRound } from '@rgs/game-kit/ui';
import { html, type TemplateResult } from 'lit';
import { laneCount, type ChickenDifficulty } from '../road';
import type { ChickenState } from '../rules';
import { multiplierAfter } from './chicken-odds';
import type { ChickenWords } from './chicken-words';

/** One figure above the road: a term and its value, with a small second line when given. */
const figure = (term: string, value: string, small?: string) =>
  html`<div><dt>${term}</dt><dd>${value}${small ? html` <small>${small}</small>` : ''}</dd></div>`;

/**
 * Above the road. While a round is open: the multiplier, what a cashout pays now and the next lane
 * (what it makes the multiplier, and its risk). Otherwise what the road on the board offers: its
 * lanes, lane 1, and the whole road.
 */
export function renderStats(words: ChickenWords, difficulty: ChickenDifficulty, open: { state: ChickenState; multiplier: string; cashout: string | null } | null): TemplateResult {
  const { t } = words;
  const risk = (lane: number) => fill(t('risk'), { chance: words.risk(difficulty, lane) });
  if (open) {
    const { crossed } = open.state;
    return html`<dl class="stats">
      ${figure(t('multiplier'), crossed === 0 ? '—' : words.times(open.multiplier))}
      ${figure(t('cashoutValue'), open.cashout === null ? '—' : words.amount(open.cashout))}
      ${figure(t('nextLane'), words.times(multiplierAfter(difficulty, crossed + 1)!), risk(crossed))}
    </dl>`;
  }
  const lanes = laneCount(difficulty);
  return html`<dl class="stats">
    ${figure(t('lanes'), words.number(lanes))}
    ${figure(fill(t('laneN'), { n: '1' }), words.times(multiplierAfter(difficulty, 1)!), risk(0))}
    ${figure(t('crossAll'), words.times(multiplierAfter(difficulty, lanes)!))}
  </dl>`;
}

/** Under the road: what to do now, or how the round ended (the shell's banner tells the money); nothing while the end plays out. */
export function hintOf(t: (key: string) => string, round: PlayedRound | null, playing: boolean): { readonly text: string; readonly tone: '' | 'win' | 'loss' } {
  const state = round?.state as ChickenState | null | undefined;
  if (playing) return { text: '', tone: '' };
  if (!round || !state) return { text: t('hintBet'), tone: '' };
  if (round.status === 'OPEN') return { text: fill(t(state.crossed === 0 ? 'hintGo' : 'hintSafe'), { n: String(state.crossed + 1) }), tone: '' };
  if (state.hit !== null) return { text: `✗ ${fill(t('hitIn'), { n: String(state.hit + 1) })}`, tone: 'loss' };
  const across = state.crossed === laneCount(state.difficulty);
  return { text: `✓ ${across ? t('madeIt') : fill(t('cashedOut'), { n: String(state.crossed) })}`, tone: 'win' };
}
