import * as z from 'zod/mini';
import { VOLT_LADDERS, VOLT_RISKS, VOLT_WORDS, type VoltRisk } from './ladders';

export {
  VOLT_LADDERS,
  VOLT_MAX_MULTIPLIER,
  VOLT_RISKS,
  VOLT_RUNGS,
  VOLT_WORDS,
  ladderReturn,
  levelChance,
  levelWords,
  type VoltLadder,
  type VoltRisk,
} from './ladders';

/** `placeBet` params of volt (INTERFACES §5): a risk, nothing else. */
export const voltParamsSchema = z.strictObject({
  risk: z.enum(VOLT_RISKS),
});

/** Validated volt params. */
export type VoltParams = z.infer<typeof voltParamsSchema>;

/** The round's outcome: the highest rung the charge reached, 0 (fizzled at the base) … 10. */
export interface VoltOutcome {
  readonly level: number;
}

/** What the player sees once the round settles: the level and its multiplier (exact decimal text, "0" at the base). */
export interface VoltState {
  readonly level: number;
  readonly multiplier: string;
}

/** The level float `f` draws on `risk`'s ladder: the largest L with T_L ≤ f × 2³² (exact: f has 32 bits). */
export function voltLevel(risk: VoltRisk, f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  const word = f * VOLT_WORDS;
  const { firstWords } = VOLT_LADDERS[risk];
  let level = 0;
  while (level + 1 < firstWords.length && firstWords[level + 1]! <= word) level++;
  return level;
}

/** One climb: the level float `f` draws and the multiplier the ladder pays there. */
export function climbVolt(risk: VoltRisk, f: number): VoltState {
  const level = voltLevel(risk, f);
  return { level, multiplier: VOLT_LADDERS[risk].multipliers[level]! };
}
