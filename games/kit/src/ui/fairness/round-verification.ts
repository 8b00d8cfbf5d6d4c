import type { Game } from '../../seam/define-game';
import type { PlaySource, RoundProof } from '../play-source';
import type { RoundCheck, Verdict } from '../verify-round';
import { fairnessStrings } from './fairness-strings';
import { outcomeText } from './outcome-text';

/** A round checked in the browser, in words. */
export interface RoundVerification {
  /** The recomputation's verdict; null when nothing could be checked (no such round, another game's). */
  readonly verdict: Verdict | null;
  /** One sentence saying what was checked and what came out. */
  readonly sentence: string;
  /** The round's fairness data as the source answered it; null when there is no such round. */
  readonly proof: RoundProof | null;
  readonly check: RoundCheck | null;
}

/** How to check a round: where rounds come from, the game's rules (loaded on demand), the language. */
export interface VerifyOptions {
  readonly source: PlaySource;
  readonly loadGame: () => Promise<Game>;
  readonly lang: string | null | undefined;
}

/**
 * Fetches a round's fairness data and recomputes it in the browser with the game's own rules. The
 * verifier and the rules are loaded only now, so live players download them only to verify.
 */
export async function verifyPlayedRound(roundId: string, { source, loadGame, lang }: VerifyOptions): Promise<RoundVerification> {
  const strings = fairnessStrings(lang);
  const proof = await source.proof(roundId);
  if (!proof) return { verdict: null, sentence: strings.notFound, proof: null, check: null };
  const [{ recomputeRound }, game] = await Promise.all([import('../verify-round'), loadGame()]);
  // Another game's rules would draw another outcome from the same seeds: that is no mismatch.
  if (proof.game !== game.key) return { verdict: null, sentence: strings.otherGame(proof.game), proof, check: null };
  const check = await recomputeRound(game, proof);
  return { verdict: check.verdict, sentence: checkSentence(check, proof, game, lang), proof, check };
}

/** What a recomputation checked, as one sentence in the player's language. */
export function checkSentence(check: RoundCheck, proof: RoundProof, game: Game, lang: string | null | undefined): string {
  const strings = fairnessStrings(lang);
  switch (check.failure) {
    case null:
      return strings.verified(outcomeText(game, check.outcome, check.params, lang));
    case 'secret':
      return strings.secret;
    case 'open':
      return strings.open;
    case 'commitment':
      return strings.commitmentMismatch;
    case 'outcome':
      return strings.outcomeMismatch(outcomeText(game, check.outcome, check.params, lang), outcomeText(game, proof.outcome, check.params, lang));
  }
}
