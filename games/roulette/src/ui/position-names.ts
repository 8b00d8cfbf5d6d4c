import { fill, gameLanguage, localeOf } from '@rgs/game-kit/ui';
import type { Position } from '../table';
import { rouletteStrings } from '../strings';

/** "17, 18, and 20" in each language, made once: the table names 157 positions at a time. */
const LISTS = new Map<string, Intl.ListFormat>();

function listOf(numbers: readonly number[], lang: string): string {
  const game = gameLanguage(lang);
  let list = LISTS.get(game);
  if (!list) LISTS.set(game, (list = new Intl.ListFormat(localeOf(game), { type: 'conjunction' })));
  return list.format(numbers.map(String));
}

/**
 * A position as a player names it, in their language: "Straight 17", "Split 17 and 20", "Street 0,
 * 1, and 2", "Line 16 to 21", "Column 1", "Red". Screen readers read it on the table's
 * buttons, and the chips on it follow (`stackName`).
 */
export function positionName(position: Position, lang: string): string {
  const words = rouletteStrings[gameLanguage(lang)];
  const numbers = position.numbers;
  const list = () => listOf(numbers, lang);
  const first = String(numbers[0]);
  const last = String(numbers.at(-1));
  switch (position.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
      // Zero's trios are streets and its first four a corner, as they pay: "Street 0, 1, and 2".
      return fill(words[position.type], { numbers: list() });
    case 'line':
      return fill(words.line, { from: first, to: last });
    case 'column':
      return fill(words.column, { n: first });
    case 'dozen':
      return fill(words.dozen, { n: String((numbers[0]! - 1) / 12 + 1), from: first, to: last });
    case 'red':
    case 'black':
      // The colour's word, as a bet's name: "Red", "Vermelho".
      return words[position.type].charAt(0).toUpperCase() + words[position.type].slice(1);
    default:
      return words[position.type];
  }
}

/** A position and the chips on it: "Split 17 and 20: 2 chips"; just the position when it has none. */
export function stackName(position: Position, chips: number, lang: string): string {
  const name = positionName(position, lang);
  if (chips === 0) return name;
  const words = rouletteStrings[gameLanguage(lang)];
  // At most 200 chips: no digit grouping to localise.
  return `${name}: ${fill(words[chips === 1 ? 'chipsOne' : 'chipsOther'], { n: String(chips) })}`;
}
