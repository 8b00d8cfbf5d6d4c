import type { Game } from '../../seam/define-game';
import { gameLanguage } from '../i18n';

/** An outcome in the game's own words ("roll 42.17"), or compact JSON when the game has none for it. */
export function outcomeText(game: Game, outcome: unknown, params: unknown, lang: string | null | undefined): string {
  if (game.describeOutcome) {
    // A recorded outcome that does not match its rules may not fit the game's describer either.
    try {
      return game.describeOutcome(outcome, params, gameLanguage(lang));
    } catch {
      /* shown as JSON below */
    }
  }
  return JSON.stringify(outcome) ?? String(outcome);
}
