// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { RulesByLanguage, RulesContent } from './rules-content';
import './rules-view';

const PT: RulesContent = { title: 'Regras do Dice', howToPlay: ['Escolha um alvo.', 'Role.'], rtp: '99%', maxWin: '49,5×' };
const RULES: RulesByLanguage = { en: { title: 'Dice rules', howToPlay: ['Pick a target.'], rtp: '99%', maxWin: '49.5×' }, pt: PT };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-rules>', () => {
  it('draws the rules in the player’s language, and its fallback until they are given', async () => {
    const el = document.createElement('rgs-rules');
    el.lang = 'pt';
    el.fallback = 'Carregando…';
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent!.trim()).toBe('Carregando…');
    el.rules = RULES;
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).toStrictEqual(['Como jogar']);
    expect([...root.querySelectorAll('ol li')].map((li) => li.textContent)).toStrictEqual(['Escolha um alvo.', 'Role.']);
    expect([...root.querySelectorAll('dd')].map((dd) => dd.textContent)).toStrictEqual(['99%', '49,5×']);
  });
});
