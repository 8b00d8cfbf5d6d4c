// @vitest-environment happy-dom
import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRules, rulesFor, type RulesByLanguage, type RulesContent } from './rules-content';

const DICE_EN: RulesContent = {
  title: 'Dice rules',
  howToPlay: ['Choose your bet.', 'Pick a target and over or under.', 'Roll.'],
  paytable: {
    columns: ['Chance', 'Multiplier'],
    rows: [
      ['50%', '1.98×'],
      ['10%', '9.9×'],
    ],
  },
  rtp: '99%',
  maxWin: '9,900× the bet',
  notes: ['A round that fails to settle is refunded.'],
};
const DICE_PT: RulesContent = { ...DICE_EN, title: 'Regras do Dice', howToPlay: ['Escolha sua aposta.'], paytable: undefined, notes: undefined };
const RULES: RulesByLanguage = { en: DICE_EN, pt: DICE_PT };

/** Renders rules into a fresh container. */
function draw(content: RulesContent, lang: string): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  render(renderRules(content, lang), container);
  return container;
}

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent!.trim());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rulesFor', () => {
  it('picks the player’s language and falls back to English', () => {
    expect(rulesFor(RULES, 'pt')).toBe(DICE_PT);
    expect(rulesFor(RULES, 'es')).toBe(DICE_EN);
    expect(rulesFor(RULES, 'en')).toBe(DICE_EN);
    expect(rulesFor(RULES, 'fr')).toBe(DICE_EN);
    expect(rulesFor(RULES, null)).toBe(DICE_EN);
  });
});

describe('renderRules', () => {
  it('draws the steps in order, the paytable with caption and headers, RTP, max win and notes', () => {
    const root = draw(DICE_EN, 'en');
    expect(texts(root, 'h3')).toEqual(['How to play', 'Good to know']);
    expect(texts(root, 'ol > li')).toEqual(['Choose your bet.', 'Pick a target and over or under.', 'Roll.']);
    expect(texts(root, 'table > caption')).toEqual(['Paytable']);
    expect(texts(root, 'thead th[scope="col"]')).toEqual(['Chance', 'Multiplier']);
    expect(texts(root, 'tbody th[scope="row"]')).toEqual(['50%', '10%']);
    expect(texts(root, 'tbody td')).toEqual(['1.98×', '9.9×']);
    expect(texts(root, 'dt')).toEqual(['Return to player (RTP)', 'Maximum win']);
    expect(texts(root, 'dd')).toEqual(['99%', '9,900× the bet']);
    expect(texts(root, 'ul > li')).toEqual(['A round that fails to settle is refunded.']);
  });

  it('leaves out the table and the notes when the game has none', () => {
    const root = draw(DICE_PT, 'pt');
    expect(root.querySelector('table')).toBeNull();
    expect(root.querySelector('ul')).toBeNull();
    expect(texts(root, 'h3')).toEqual(['Como jogar']);
    expect(texts(root, 'dt')).toEqual(['Retorno ao jogador (RTP)', 'Ganho máximo']);
  });

  it('labels its sections in Spanish', () => {
    const root = draw(DICE_EN, 'es');
    expect(texts(root, 'h3')).toEqual(['Cómo jugar', 'Para tener en cuenta']);
    expect(texts(root, 'caption')).toEqual(['Tabla de pagos']);
    expect(texts(root, 'dt')).toEqual(['Retorno al jugador (RTP)', 'Ganancia máxima']);
  });
});
