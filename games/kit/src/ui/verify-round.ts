import type { Game } from '../seam/define-game';
import { generateFloats } from '../floats';
import { hashServerSeed } from '../server-seed';
import type { RoundProof } from './play-source';

/** What a recomputation concludes (the values the fairness panel shows in `data-verdict`). */
export type Verdict = 'verified' | 'mismatch' | 'not-revealed';

/**
 * Why a round did not verify: its server seed is still `secret`, it is still `open`, the revealed
 * seed does not hash to the `commitment`, or the seeds draw another `outcome`. Null once verified.
 */
export type CheckFailure = 'secret' | 'open' | 'commitment' | 'outcome';

/** A recomputed round: the verdict, why it failed, and what the seeds draw. */
export interface RoundCheck {
  readonly verdict: Verdict;
  readonly failure: CheckFailure | null;
  /** The params as the game's rules read them; null when the round could not be recomputed. */
  readonly params: unknown;
  /** The outcome the revealed seeds draw; null when the round could not be recomputed. */
  readonly outcome: unknown;
}

/** Recomputes a settled round from its revealed seeds: the commitment and the outcome must both match. */
export async function recomputeRound(game: Game, proof: RoundProof): Promise<RoundCheck> {
  const unchecked = (verdict: Verdict, failure: CheckFailure): RoundCheck => ({ verdict, failure, params: null, outcome: null });
  if (!proof.serverSeed) return unchecked('not-revealed', 'secret');
  if (proof.outcome === null) return unchecked('not-revealed', 'open');
  if ((await hashServerSeed(proof.serverSeed)) !== proof.serverSeedHash) return unchecked('mismatch', 'commitment');
  const params = game.params.parse(proof.params);
  const floats = await generateFloats({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce }, game.floatCount(params));
  // The outcome depends on the params and the floats only, never on the stake: any stake recomputes it.
  const { outcome } = game.start(params, floats, '1');
  const same = canonical(outcome) === canonical(proof.outcome);
  return { verdict: same ? 'verified' : 'mismatch', failure: same ? null : 'outcome', params, outcome };
}

/** The verdict of `recomputeRound` alone. */
export async function verifyRound(game: Game, proof: RoundProof): Promise<Verdict> {
  return (await recomputeRound(game, proof)).verdict;
}

// Key order must not matter when comparing JSON values.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
