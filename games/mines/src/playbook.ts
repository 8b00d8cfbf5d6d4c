import type { Playbook } from '@rgs/game-kit';
import { MINES_TILES } from './board';
import type { MinesParams, MinesState } from './rules';

/** Three mines, tiles turned in order from the top left: a first tile is safe 22 times in 25. */
export const minesPlaybook: Playbook<MinesParams, MinesState> = {
  params: { mines: 3 },
  next(state) {
    const tile = Array.from({ length: MINES_TILES }, (_, i) => i).find((i) => !state.revealed.includes(i));
    if (tile === undefined) throw new Error('every tile is revealed: the round is over');
    return { action: 'reveal', params: { tile } };
  },
};
