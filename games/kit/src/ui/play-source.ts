import { FREE_BET_FIELDS, HISTORY_ROUND_FIELDS, OPEN_QUERY, type HistoryRound } from '@rgs/schema/play';
import type { PlayedRound } from './played-round';
import { ROUND_FIELDS } from './played-round';
import { newIdempotencyKey, unwrap, type PlayClient, type RequestOptions } from './play-client';

/** What a game needs to know when it goes live. */
export interface PlaySession {
  /** The currency shown to the player (the session's `currency`). */
  readonly currency: string;
  /** The currency of every amount the source reports and takes (the session's `wireCurrency`); `currency` when absent. */
  readonly wireCurrency?: string;
  /** The operator's display symbol (display-conversion mode). */
  readonly currencyPrefix?: string | null;
  /** Display-conversion mode only: shown amount = wire amount × this rate (decimal text). */
  readonly displayRate?: string | null;
  /** Whose session it is (the operator's user id). */
  readonly playerId?: string | null;
  /**
   * The player's own choices (fast mode, sound), kept by the source per player; null where the source
   * has none to give, and the choices start off.
   */
  readonly preferences: PlayerPreferences | null;
  /** The game's display name, as the catalog spells it ("Dice"). */
  readonly title?: string | null;
  readonly showBalance: boolean;
  readonly showRules: boolean;
  readonly logoUrl: string | null;
  /**
   * The logo for the back of playing cards: the session's `cardLogoUrl`, which the API already
   * falls back to `logoUrl`. Null (or absent, for a source that predates it) shows the pattern alone.
   */
  readonly cardLogoUrl?: string | null;
  readonly limits: { readonly min: string; readonly max: string } | null;
  readonly balance: string | null;
}

/** A player's own choices in the games: the same in every session of theirs. */
export interface PlayerPreferences {
  /** Animations at a quarter of their length. */
  readonly fastMode: boolean;
  readonly sound: boolean;
}

/** Some of the player's choices to change; a field left out keeps its value. */
export type PreferencesChange = Partial<PlayerPreferences>;

/** What going live answers in one request: the session and the round the player left open (mines, blackjack). */
export interface OpenedPlay {
  readonly session: PlaySession;
  /** The player's open round of the game, to resume; null when there is none. */
  readonly activeRound: PlayedRound | null;
  /** The player's usable free-bet grants of the game, oldest first; absent when the source has them only through `freeBets`. */
  readonly freeBets?: readonly FreeBetGrantInfo[];
}

/** A move's result: the round and, when known, the balance after it. */
export interface PlayResult {
  readonly round: PlayedRound;
  readonly balance: string | null;
}

/** The player's provably-fair seeds (INTERFACES §4). */
export interface FairnessInfo {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly previous: { readonly serverSeed: string; readonly serverSeedHash: string; readonly clientSeed: string; readonly lastNonce: number } | null;
}

/** What a verifier needs of a settled round. */
export interface RoundProof {
  /** The game the round was played in: a verifier recomputes it with that game's rules only. */
  readonly game: string;
  readonly serverSeed: string | null;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly params: unknown;
  readonly outcome: unknown;
}

/** Which page of the history to read. */
export interface HistoryQuery {
  /** How many rounds (the API answers 20 when absent, at most 100). */
  readonly first?: number;
  /** The `endCursor` of the page before; absent or null for the newest rounds. */
  readonly after?: string | null;
}

/** One page of the player's history, newest first. */
export interface HistoryPage {
  readonly rounds: readonly HistoryRound[];
  /** What to pass as `after` for the next page; null for an empty page. */
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** One of the player's usable free-bet grants for a game (the play API's `freeBets(game)`). */
export interface FreeBetGrantInfo {
  readonly freeBetId: string;
  readonly game: string;
  /** Each free bet's stake in the session's wire currency, at today's rate: what the amount is locked to. */
  readonly stake: string;
  /** The same stake as the operator granted it, in USD. */
  readonly betAmount: string;
  readonly quantity: number;
  readonly remainingCount: number;
  /** ISO 8601, or null for no expiry. */
  readonly expiresAt: string | null;
}

/** How a bet is paid for. */
export interface PlaceBetOptions {
  /** A free bet: the stake comes from the player's oldest usable grant for the game, whatever `amount` says. */
  readonly freeBet?: boolean;
}

/** Where rounds are played: the real play API, or the browser itself in demo mode. */
export interface PlaySource {
  /** Asks whether the source answers at all (the reconnecting state probes with it); `fairness()` when absent. */
  ping?(): Promise<unknown>;
  fairness(): Promise<FairnessInfo>;
  rotateSeed(clientSeed: string | null): Promise<FairnessInfo>;
  proof(roundId: string): Promise<RoundProof | null>;
  /**
   * Goes live: the session, the game's limits and the open round, all in one request. The session's
   * balance is there only where the source knows it at once (demo); otherwise ask `balance()`.
   */
  open(game: string): Promise<OpenedPlay>;
  /** The player's balance now (for the real API, a `balance_check` to the operator's wallet). */
  balance(): Promise<string>;
  placeBet(game: string, amount: string, params: unknown, options?: PlaceBetOptions): Promise<PlayResult>;
  /**
   * The player's usable free-bet grants for `game`, oldest first: the first is the one the next free
   * bet uses. Absent from a source that has none to give.
   */
  freeBets?(game: string): Promise<readonly FreeBetGrantInfo[]>;
  act(roundId: string, action: string, params: unknown): Promise<PlayResult>;
  cashout(roundId: string): Promise<PlayResult>;
  /** The player's rounds of `game`, newest first, a page at a time. */
  history(game: string, page?: HistoryQuery): Promise<HistoryPage>;
  /** Keeps a change to the player's choices (at least one field) and answers all of them. */
  setPreferences(change: PreferencesChange): Promise<PlayerPreferences>;
}

const MOVE = (field: string, success: string) =>
  `${field} { __typename ... on ${success} { balance round { ${ROUND_FIELDS} } } ... on Error { code message } }`;


/** Rounds played for real through the GraphQL play API. */
export function remotePlay(client: PlayClient): PlaySource {
  // The version of each round as this page last saw it, sent back with its next move: a double click
  // or a move from another tab finds the round changed and is refused (ROUND_CONFLICT), never applied
  // to a state the player did not see.
  const versions = new Map<string, number>();
  const seen = (round: PlayedRound | null | undefined) => {
    if (round?.version === undefined) return;
    if (round.status === 'OPEN') versions.set(round.id, round.version);
    else versions.delete(round.id);
  };
  const move = async (
    field: string,
    success: string,
    signature: string,
    args: string,
    variables: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<PlayResult> => {
    const data = await client.request<Record<string, { __typename: string; balance?: string | null; round?: PlayedRound }>>(
      `mutation(${signature}) { ${MOVE(`${field}(${args})`, success)} }`,
      variables,
      options,
    );
    const result = unwrap(data[field]!, success);
    seen(result.round);
    return { round: result.round!, balance: result.balance ?? null };
  };
  const FAIRNESS = 'serverSeedHash clientSeed nonce previous { serverSeed serverSeedHash clientSeed lastNonce }';
  return {
    async open(game) {
      // One request, and the page may have started it already (EARLY_OPEN_SCRIPT): a cold start pays a
      // round trip per request. The balance is not waited for here (see `balance`).
      const data = await client.request<{
        session: {
          showBalance: boolean;
          showRules: boolean;
          logoUrl: string | null;
          cardLogoUrl: string | null;
          currency: string;
          currencyPrefix: string | null;
          displayRate: string | null;
          wireCurrency: string;
          userId: string;
          preferences: PlayerPreferences;
        };
        games: { key: string; title: string; minBet: string; maxBet: string }[];
        activeRound: PlayedRound | null;
        freeBets: FreeBetGrantInfo[];
      }>(OPEN_QUERY, { game }, { retryOnNetworkError: true });
      const info = data.games.find((g) => g.key === game);
      const session: PlaySession = {
        currency: data.session.currency,
        wireCurrency: data.session.wireCurrency,
        currencyPrefix: data.session.currencyPrefix,
        displayRate: data.session.displayRate,
        playerId: data.session.userId,
        preferences: data.session.preferences,
        title: info?.title ?? null,
        showBalance: data.session.showBalance,
        showRules: data.session.showRules,
        logoUrl: data.session.logoUrl,
        cardLogoUrl: data.session.cardLogoUrl,
        limits: info ? { min: info.minBet, max: info.maxBet } : null,
        balance: null,
      };
      seen(data.activeRound);
      return { session, activeRound: data.activeRound, freeBets: data.freeBets };
    },
    balance: async () => (await client.request<{ balance: string }>('query { balance }', undefined, { retryOnNetworkError: true })).balance,
    ping: () => client.request('query { __typename }'),
    fairness: async () => (await client.request<{ fairness: FairnessInfo }>(`query { fairness { ${FAIRNESS} } }`)).fairness,
    rotateSeed: async (clientSeed) =>
      (await client.request<{ rotateSeed: FairnessInfo }>(`mutation($c: String) { rotateSeed(clientSeed: $c) { ${FAIRNESS} } }`, { c: clientSeed })).rotateSeed,
    proof: async (roundId) =>
      (await client.request<{ round: RoundProof | null }>('query($id: ID!) { round(id: $id) { game serverSeed serverSeedHash clientSeed nonce params outcome } }', { id: roundId }))
        .round,
    // One key per bet attempt: a retry after a network error carries the same key, so it can never bet twice.
    placeBet: (game, amount, params, options = {}) => {
      const input = { game, amount, params, idempotencyKey: newIdempotencyKey(), ...(options.freeBet ? { freeBet: true } : {}) };
      return move('placeBet', 'PlaceBetSuccess', '$input: PlaceBetInput!', 'input: $input', { input }, { retryOnNetworkError: true });
    },
    freeBets: async (game) =>
      (
        await client.request<{ freeBets: FreeBetGrantInfo[] }>(
          `query($game: String!) { freeBets(game: $game) { ${FREE_BET_FIELDS} } }`,
          { game },
        )
      ).freeBets,
    act: (roundId, action, params) =>
      move('act', 'ActSuccess', '$input: ActInput!', 'input: $input', { input: { roundId, action, params, version: versions.get(roundId) ?? null } }),
    cashout: (roundId) =>
      move('cashout', 'CashoutSuccess', '$roundId: ID!, $version: Int', 'roundId: $roundId, version: $version', { roundId, version: versions.get(roundId) ?? null }),
    setPreferences: async (change) =>
      (
        await client.request<{ setPreferences: PlayerPreferences }>(
          'mutation($input: PlayerPreferencesInput!) { setPreferences(input: $input) { fastMode sound } }',
          { input: change },
        )
      ).setPreferences,
    async history(game, page = {}) {
      const data = await client.request<{ rounds: { nodes: HistoryRound[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } }>(
        `query($game: String, $first: Int, $after: String) { rounds(game: $game, first: $first, after: $after) { nodes { ${HISTORY_ROUND_FIELDS} } pageInfo { endCursor hasNextPage } } }`,
        { game, first: page.first ?? null, after: page.after ?? null },
      );
      return { rounds: data.rounds.nodes, endCursor: data.rounds.pageInfo.endCursor, hasNextPage: data.rounds.pageInfo.hasNextPage };
    },
  };
}

