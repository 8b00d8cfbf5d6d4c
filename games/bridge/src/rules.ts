import * as z from 'zod/mini';
import { BRIDGE_DIFFICULTIES, MAX_PANELS, type BridgeDifficulty } from './span';

/** `placeBet` params of bridge: the difficulty, which sets each row's panels and how many break. */
export const bridgeParamsSchema = z.strictObject({
  difficulty: z.enum(BRIDGE_DIFFICULTIES),
});

/** Params of the `step` action: the panel of the next row, numbered from 0 on the left. */
export const stepParamsSchema = z.strictObject({
  panel: z.int().check(z.minimum(0), z.maximum(MAX_PANELS - 1)),
});

/** Validated bridge params. */
export type BridgeParams = z.infer<typeof bridgeParamsSchema>;

/** Validated `step` params. */
export type StepParams = z.infer<typeof stepParamsSchema>;

/** The hidden outcome: the panels of every row that break (ascending), row 1 first. Never in the state; shown once the round is closed. */
export interface BridgeOutcome {
  readonly fragile: readonly (readonly number[])[];
}

/** What the player sees: the difficulty, the panel stepped on in each row crossed, and the panel that broke, if one did. */
export interface BridgeState {
  readonly difficulty: BridgeDifficulty;
  readonly steps: readonly number[];
  readonly fell: number | null;
}
