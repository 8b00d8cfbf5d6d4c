import { ROUND_FIELDS } from './played-round';

/** The GraphQL selection of a free-bet grant as the games read it (`freeBets(game)`). */
export const FREE_BET_FIELDS = 'freeBetId game stake betAmount quantity remainingCount expiresAt';

/**
 * Going live's one query document: the session, every game's limits, the player's open round of
 * the game and their free bets for it. The balance is not in it: it is a `balance_check` to the operator's wallet, asked for
 * only when the session shows it, and never waited for before the game is playable.
 */
export const OPEN_QUERY =
  `query($game: String!) { session { showBalance showRules logoUrl cardLogoUrl currency currencyPrefix displayRate wireCurrency userId preferences { fastMode sound } } ` +
  `games { key title minBet maxBet } activeRound(game: $game) { ${ROUND_FIELDS} } freeBets(game: $game) { ${FREE_BET_FIELDS} } }`;

/** The exact JSON body that going live in `game` sends: the game page's early request and the kit's client agree on it. */
export function openRequestBody(game: string): string {
  return JSON.stringify({ query: OPEN_QUERY, variables: { game } });
}

/** A request the game page started before the game's bundle arrived, waiting under `window.__rgsEarlyOpen`. */
export interface EarlyOpen {
  readonly url: string;
  readonly body: string;
  readonly token: string;
  readonly response: Promise<Response>;
}

/**
 * The inline script of a live game page. A cold iframe would otherwise fetch the game's bundle, run it
 * and only then ask the API for the session: this starts that request while the bundle downloads, and
 * the kit's client takes its answer instead of asking again (when url, body and token are the same).
 * Its text never varies (the game comes from `data-body`, the API from the `rgs-api` meta), so the play
 * origin's Content-Security-Policy allows it by one hash and no inline script else runs.
 */
export const EARLY_OPEN_SCRIPT =
  '(function(){var s=document.currentScript,t=new URLSearchParams(location.search).get("token"),' +
  'm=document.querySelector(\'meta[name="rgs-api"]\');if(!t||!m||!s)return;' +
  'var u=(m.content||location.origin).replace(/\\/+$/,"")+"/graphql",b=s.getAttribute("data-body"),' +
  'r=fetch(u,{method:"POST",headers:{"content-type":"application/json",authorization:"Bearer "+t},body:b});' +
  'r.catch(function(){});window.__rgsEarlyOpen={url:u,body:b,token:t,response:r}})()';

/** The performance mark a game page sets when it first takes a bet: its cold start ends there. */
export const PLAYABLE_MARK = 'rgs:playable';
