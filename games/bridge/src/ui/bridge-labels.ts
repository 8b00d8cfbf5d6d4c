import { fill } from '@rgs/game-kit/ui';
import type { PanelView, RowView } from './bridge-view';

/** How labels are written: the game's strings and the player's numbers. */
export interface Words {
  readonly t: (key: string) => string;
  readonly number: (n: number) => string;
  readonly multiplier: (text: string) => string;
}

/** A panel's accessible name: its row, its side and its glass as far as it is known ("Row 2, left panel: untested"). */
export function panelLabel(words: Words, row: number, panel: number, panels: number, view: PanelView): string {
  const side = panels === 2 ? (['left', 'right'] as const)[panel]! : (['left', 'middle', 'right'] as const)[panel]!;
  let state: string;
  if (view.broke) state = 'broke';
  else if (view.stepped) state = 'held';
  else if (view.glass === 'untested') state = 'untested';
  else state = view.glass === 'tempered' ? 'temperedUnstepped' : 'fragileUnstepped';
  return fill(words.t('panel'), { n: words.number(row + 1), side: words.t(side), state: words.t(state) });
}

/** A row of the list beside the bridge, in words: what it pays and where the player is. */
export function ladderLabel(words: Words, row: RowView): string {
  const state = { crossed: 'ladderCrossed', next: 'ladderNext', ahead: 'ladderAhead', fell: 'ladderFell' }[row.status];
  return fill(words.t('ladderRow'), { n: words.number(row.row + 1), multiplier: words.multiplier(row.multiplier), state: words.t(state) });
}
