import { Decimal, GAMES, MONEY_DECIMALS } from '@rgs/schema';
import { generateClientSeed, validateClientSeed } from '../client-seed';
import { generateFloats } from '../floats';
import { advanceRound, newRoundSnapshot, type Intent, type Move, type RoundSnapshot } from '../seam/advance-round';
import type { Game } from '../seam/define-game';
import { assertServerSeed, generateServerSeed, hashServerSeed } from '../server-seed';
import type { HistoryRound } from '@rgs/schema/play';
import type { PlayedRound } from './played-round';
import { PlayApiError } from './play-client';
import type { FairnessInfo, FreeBetGrantInfo, PlayerPreferences, PlayResult, PlaySource } from './play-source';

/** Demo money: play-only credits, in the browser's memory. */
export const DEMO_CURRENCY = 'DEMO';
const DEMO_LIMITS = { min: '0.1', max: '1000' };
// The demo's one player.
const DEMO_PLAYER = 'demo';
// History pages as the API sizes them: 20 rounds unless asked, never more than 100.
const PAGE = { default: 20, max: 100 };

/** How a demo starts: its balance and, to replay known rounds, the seed pair it plays under first. */
export interface DemoPlayOptions {
  /** Demo credits at the start, decimal text; 1000 by default. */
  readonly openingBalance?: string;
  /** The first seed pair (nonces from 1, as after a rotation); random by default. Rotations draw fresh server seeds. */
  readonly seeds?: { readonly serverSeed: string; readonly clientSeed: string };
  /** The clock that dates each round (`createdAt`), in epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * Free bets the demo player holds for the game, oldest first (none by default): each grant's stake
   * in demo credits and how many bets it gives. They are played on the same seam rules as real ones.
   */
  readonly freeBets?: readonly { readonly stake: string; readonly quantity: number }[];
}

interface DemoRound {
  round: PlayedRound;
  snapshot: RoundSnapshot;
  readonly createdAt: string;
  /** The seed pair and nonce the round was drawn under. */
  readonly seeds: { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number };
}

/**
 * Rounds played entirely in the browser on the game's own rules and the same `advanceRound` the
 * server runs, with local provably-fair seeds and a local demo balance: the demo executor of the
 * round's intents. It never touches the network.
 */
export function demoPlay(game: Game, options: DemoPlayOptions = {}): PlaySource {
  let balance = new Decimal(options.openingBalance ?? '1000');
  // Given seeds are checked now: a mistyped seed must fail here, not on the first bet.
  if (options.seeds) assertServerSeed(options.seeds.serverSeed);
  let serverSeed = options.seeds?.serverSeed ?? generateServerSeed();
  let clientSeed = options.seeds ? validateClientSeed(options.seeds.clientSeed) : generateClientSeed();
  let nonce = 0;
  let previous: FairnessInfo['previous'] = null;
  const now = options.now ?? Date.now;
  const fairness = async (): Promise<FairnessInfo> => ({ serverSeedHash: await hashServerSeed(serverSeed), clientSeed, nonce, previous });
  let seq = 0;
  const rounds = new Map<string, DemoRound>();
  // The demo player's choices (sound, fast mode), for this page only: a demo has no player to keep them for.
  let preferences: PlayerPreferences = { fastMode: false, sound: false };
  const grants = (options.freeBets ?? []).map((grant, index) => {
    const stake = new Decimal(grant.stake);
    if (!stake.isFinite() || !stake.gt(0) || stake.decimalPlaces() > MONEY_DECIMALS) throw new TypeError(`a demo free bet's stake is a positive amount: ${grant.stake}`);
    if (!Number.isInteger(grant.quantity) || grant.quantity < 1) throw new TypeError(`a demo grant gives at least one free bet: ${grant.quantity}`);
    return { freeBetId: `demo-fb-${index + 1}`, game: game.key, stake: stake.toFixed(), betAmount: stake.toFixed(), quantity: grant.quantity, remainingCount: grant.quantity, expiresAt: null };
  });
  const usableGrants = (key: string): FreeBetGrantInfo[] => grants.filter((grant) => grant.game === key && grant.remainingCount > 0).map((grant) => ({ ...grant }));

  // Debits need the demo balance to cover them, all or nothing, before any intent is carried out.
  const execute = (intents: readonly Intent[]): void => {
    const debits = intents.reduce((sum, i) => (i.kind === 'debit' ? sum.plus(i.amount) : sum), new Decimal(0));
    if (debits.gt(balance)) throw new PlayApiError('INSUFFICIENT_FUNDS', 'Not enough demo balance');
    for (const intent of intents) {
      if (intent.kind === 'debit') balance = balance.minus(intent.amount);
      if (intent.kind === 'credit') balance = balance.plus(intent.amount);
    }
  };

  const show = (entry: DemoRound): PlayResult => {
    const { round, snapshot } = entry;
    round.state = snapshot.state;
    round.multiplier = snapshot.multiplier;
    round.amount = snapshot.wagered;
    round.freeBet = snapshot.freeBet;
    if (snapshot.status === 'closed') {
      round.status = 'CLOSED';
      round.outcome = snapshot.outcome;
      round.payout = snapshot.payout;
    }
    return { round: { ...round }, balance: balance.toFixed() };
  };

  // A round's fairness data as the API shows it: its server seed only once the pair was rotated away.
  const sealed = async ({ seeds }: DemoRound) => ({
    serverSeed: seeds.serverSeed === serverSeed ? null : seeds.serverSeed,
    serverSeedHash: await hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  });

  const historyRound = async (entry: DemoRound): Promise<HistoryRound> => ({ ...entry.round, createdAt: entry.createdAt, ...(await sealed(entry)) });

  const move = (roundId: string, next: Move): Promise<PlayResult> => {
    try {
      const entry = rounds.get(roundId);
      if (!entry || entry.round.status !== 'OPEN') throw new PlayApiError('ROUND_NOT_OPEN', 'The round is not open');
      const advanced = advanceRound(game, entry.snapshot, next);
      execute(advanced.intents);
      entry.snapshot = advanced.round;
      return Promise.resolve(show(entry));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'INVALID_INPUT';
      return Promise.reject(error instanceof PlayApiError ? error : new PlayApiError(code, error instanceof Error ? error.message : String(error)));
    }
  };

  return {
    async open(key) {
      const title = GAMES.find((entry) => entry.key === key)?.title ?? null;
      const session = {
        currency: DEMO_CURRENCY, playerId: DEMO_PLAYER, preferences: { ...preferences }, title, showBalance: true, showRules: true, logoUrl: null, cardLogoUrl: null,
        limits: DEMO_LIMITS, balance: balance.toFixed(),
      };
      const open = [...rounds.values()].find((r) => r.round.game === key && r.round.status === 'OPEN');
      return { session, activeRound: open ? { ...open.round } : null };
    },
    balance: async () => balance.toFixed(),
    async setPreferences(change) {
      const { fastMode, sound } = change;
      if (fastMode === undefined && sound === undefined) throw new PlayApiError('VALIDATION_FAILED', 'Invalid preferences: give fastMode, sound or both');
      preferences = { fastMode: fastMode ?? preferences.fastMode, sound: sound ?? preferences.sound };
      return { ...preferences };
    },
    fairness,
    async rotateSeed(nextClientSeed) {
      previous = { serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed, lastNonce: nonce };
      serverSeed = generateServerSeed();
      clientSeed = nextClientSeed || generateClientSeed();
      nonce = 0;
      return fairness();
    },
    async proof(roundId) {
      const entry = rounds.get(roundId);
      if (!entry) return null;
      return {
        game: entry.round.game,
        ...(await sealed(entry)),
        params: entry.round.params,
        outcome: entry.round.status === 'CLOSED' ? entry.snapshot.outcome : null,
      };
    },
    async history(key, page = {}) {
      const first = Math.min(Math.max(page.first ?? PAGE.default, 1), PAGE.max);
      const newestFirst = [...rounds.values()].filter((entry) => entry.round.game === key).reverse();
      // The cursor is the last round's id; an unknown one starts from the newest, as the API does.
      const start = page.after ? newestFirst.findIndex((entry) => entry.round.id === page.after) + 1 : 0;
      const slice = newestFirst.slice(start, start + first);
      return {
        rounds: await Promise.all(slice.map(historyRound)),
        endCursor: slice.at(-1)?.round.id ?? null,
        hasNextPage: start + first < newestFirst.length,
      };
    },
    freeBets: async (key) => usableGrants(key),
    async placeBet(key, amount, rawParams, placing = {}) {
      const freeBet = placing.freeBet === true;
      // As the API: a free bet's stake is its grant's, whatever amount was sent; a game without free bets refuses one.
      if (freeBet && !game.catalog.freeBets) throw new PlayApiError('FREE_BETS_NOT_SUPPORTED', `${game.key} takes no free bets`);
      const stake = freeBet ? null : new Decimal(amount);
      if (stake && (!stake.isFinite() || stake.lt(DEMO_LIMITS.min) || stake.gt(DEMO_LIMITS.max) || stake.decimalPlaces() > MONEY_DECIMALS)) {
        throw new PlayApiError('BET_LIMIT', `Stakes go from ${DEMO_LIMITS.min} to ${DEMO_LIMITS.max}`);
      }
      const parsed = game.params.safeParse(rawParams);
      if (!parsed.success) throw new PlayApiError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const params = parsed.data;
      const grant = freeBet ? grants.find((g) => g.game === key && g.remainingCount > 0) : undefined;
      if (freeBet && !grant) throw new PlayApiError('NO_FREE_BETS', 'No free bets left for this game');
      const staked = grant?.stake ?? stake!.toFixed();
      const floats = await generateFloats({ serverSeed, clientSeed, nonce: nonce + 1 }, game.floatCount(params));
      // The seam refuses a free bet of more than one stake before anything moves; the grant is used only once it plays.
      const advanced = advanceRound(game, newRoundSnapshot(game, params, staked, { freeBet }), { kind: 'start', floats });
      execute(advanced.intents);
      if (grant) grant.remainingCount -= 1;
      nonce += 1;
      const round: PlayedRound = {
        id: `demo-${++seq}`,
        betId: `demo-${seq}`,
        game: key,
        status: 'OPEN',
        amount: advanced.round.wagered,
        stake: advanced.round.stake,
        payout: '0',
        multiplier: '0',
        freeBet,
        params,
        state: null,
        outcome: null,
        currency: DEMO_CURRENCY,
      };
      const entry: DemoRound = { round, snapshot: advanced.round, createdAt: new Date(now()).toISOString(), seeds: { serverSeed, clientSeed, nonce } };
      rounds.set(round.id, entry);
      return show(entry);
    },
    act: (roundId, action, params) => move(roundId, { kind: 'act', action, params }),
    cashout: (roundId) => move(roundId, { kind: 'cashout' }),
  };
}
