import { MAX_TABLE_CHIPS, type Position } from '../table';

/** The chips on one position. */
export interface Stack {
  readonly position: Position;
  readonly chips: number;
}

/** The chips on the table, one stack per position, in the order they were first placed. */
export type Rack = readonly Stack[];

/** Every chip on the table. */
export function rackChips(rack: Rack): number {
  return rack.reduce((sum, stack) => sum + stack.chips, 0);
}

/** The chips on a position (0 when none). */
export function chipsOn(rack: Rack, key: string): number {
  return rack.find((stack) => stack.position.key === key)?.chips ?? 0;
}

/** The table with one more chip on `position`; null when the table already holds `max` chips. */
export function addChip(rack: Rack, position: Position, max = MAX_TABLE_CHIPS): Rack | null {
  if (rackChips(rack) >= max) return null;
  if (!rack.some((stack) => stack.position.key === position.key)) return [...rack, { position, chips: 1 }];
  return rack.map((stack) => (stack.position.key === position.key ? { position, chips: stack.chips + 1 } : stack));
}

/** The table with one chip fewer on `position` (its stack gone with its last chip); the same table when it had none. */
export function removeChip(rack: Rack, position: Position): Rack {
  if (chipsOn(rack, position.key) === 0) return rack;
  return rack.flatMap((stack) => (stack.position.key !== position.key ? [stack] : stack.chips > 1 ? [{ position, chips: stack.chips - 1 }] : []));
}

/** Every stack doubled; null when the doubled table would hold more than `max` chips (or holds none). */
export function doubleRack(rack: Rack, max = MAX_TABLE_CHIPS): Rack | null {
  const chips = rackChips(rack);
  if (chips === 0 || 2 * chips > max) return null;
  return rack.map((stack) => ({ position: stack.position, chips: 2 * stack.chips }));
}

/** The `placeBet` params of a table (RULES.md): each stack as its kind, its numbers and its chips. */
export function rackParams(rack: Rack): { bets: { type: Position['type']; numbers: number[]; chips: number }[] } {
  return { bets: rack.map(({ position, chips }) => ({ type: position.type, numbers: [...position.numbers], chips })) };
}
