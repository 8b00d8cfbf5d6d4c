import { svg, type SVGTemplateResult } from 'lit';
import type { Position } from '../table';
import { CHIP_SHINE, renderStack, type StackState } from './chip-art';
import { round } from './svg-units';
import type { TableView } from './table-art';
import { OUTSIDE_BOXES, SPOTS, boxPlaces, spotAnchor, type TableGeometry } from './table-layout';

/** Where a position's chips stand on the felt. */
function anchorOf(geometry: TableGeometry, position: Position): [number, number] {
  const spot = SPOTS.find((s) => s.position.key === position.key);
  if (spot) return geometry.point(...spotAnchor(spot));
  return geometry.point(...boxPlaces(OUTSIDE_BOXES.find((b) => b.position.key === position.key)!).chips);
}

/** The stacks on the table, each at its position; once landed, the winners glow and the others are swept. */
export function renderStacks(view: Pick<TableView, 'geometry' | 'rack' | 'landed'>): SVGTemplateResult {
  const { geometry, landed } = view;
  return svg`<g class="stacks"><defs>${CHIP_SHINE}</defs>${view.rack.map(({ position, chips }) => {
    const [x, y] = anchorOf(geometry, position);
    const state: StackState = landed === null ? 'placed' : position.numbers.includes(landed) ? 'won' : 'swept';
    return renderStack(round(x), round(y), geometry.chip, chips, state, position.key);
  })}</g>`;
}
