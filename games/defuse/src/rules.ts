import { ZERO_MULTIPLIER } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { drawLiveWires } from './draw';
import { DEFUSE_LIVE_COUNTS, DEFUSE_WIRES, defuseMultiplier, maxCut } from './paytable';

export {
  DEFUSE_LIVE_COUNTS,
  DEFUSE_MAX_MULTIPLIER,
  DEFUSE_WIRES,
  choose,
  defuseChance,
  defuseMultiplier,
  defuseMultipliers,
  maxCut,
  type DefuseChance,
  type DefuseLiveCount,
} from './paytable';
export { drawLiveWires } from './draw';

/** `placeBet` params of defuse (INTERFACES §5): how many wires are live, and the wires to cut in cutting order. */
export const defuseParamsSchema = z
  .strictObject({
    live: z.literal(DEFUSE_LIVE_COUNTS),
    cut: z.array(z.int().check(z.minimum(0), z.maximum(DEFUSE_WIRES - 1))).check(z.minLength(1), z.maxLength(DEFUSE_WIRES - 1)),
  })
  .check(
    z.refine((params) => new Set(params.cut).size === params.cut.length, { message: 'no wire may be cut twice', path: ['cut'] }),
    z.refine((params) => params.cut.length <= maxCut(params.live), { message: 'at most 10 − live wires may be cut', path: ['cut'] }),
  );

/** Validated defuse params. */
export type DefuseParams = z.infer<typeof defuseParamsSchema>;

/** The round's outcome: the live wires, in draw order. */
export interface DefuseOutcome {
  readonly liveWires: readonly number[];
}

/** What the player sees once the round settles: the wires in cutting order, the live one that blew (null: defused), the multiplier paid ("0" when it blew). */
export interface DefuseState {
  readonly cut: readonly number[];
  readonly blewAt: number | null;
  readonly multiplier: string;
}

/** The first wire of `cut`, in cutting order, that is live; null when none is (the bomb is defused). */
export function firstLiveCut(cut: readonly number[], liveWires: readonly number[]): number | null {
  return cut.find((wire) => liveWires.includes(wire)) ?? null;
}

/** One round: the live wires the floats draw, then the marked wires cut in order until one is live. */
export function playDefuse(params: DefuseParams, floats: readonly number[]): { outcome: DefuseOutcome; state: DefuseState } {
  const liveWires = drawLiveWires(params.live, floats);
  const blewAt = firstLiveCut(params.cut, liveWires);
  const multiplier = blewAt === null ? defuseMultiplier(params.live, params.cut.length) : ZERO_MULTIPLIER;
  return { outcome: { liveWires }, state: { cut: [...params.cut], blewAt, multiplier } };
}
