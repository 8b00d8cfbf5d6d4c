import { Decimal, MONEY_DECIMALS } from '@rgs/schema';
import type { GameRules, RoundStep } from '../game-rules';
import { generateClientSeed } from '../client-seed';
import { generateFloats } from '../floats';
import { payoutOf } from '../payout';
import { generateServerSeed, hashServerSeed } from '../server-seed';
import type { PlayedRound } from './played-round';
import { PlayApiError } from './play-client';
import type { FairnessInfo, PlayResult, PlaySource } from './play-source';

/** Demo money: play-only credits, in the browser's memory. */
export const DEMO_CURRENCY = 'DEMO';
const DEMO_LIMITS = { min: '0.1', max: '1000' };

interface DemoRound {
  round: PlayedRound;
  hidden: unknown;
}

/**
 * Rounds played entirely in the browser on the game's own rules (the same `rules.ts` the server
 * runs), with local provably-fair seeds and a local demo balance. It never touches the network.
 */
export function demoPlay(rules: GameRules, options: { openingBalance?: string } = {}): PlaySource {
  let balance = new Decimal(options.openingBalance ?? '1000');
  let serverSeed = generateServerSeed();
  let clientSeed = generateClientSeed();
  let nonce = 0;
  let previous: FairnessInfo['previous'] = null;
  const proofs = new Map<string, { seed: string; clientSeed: string; nonce: number }>();
  const fairness = async (): Promise<FairnessInfo> => ({ serverSeedHash: await hashServerSeed(serverSeed), clientSeed, nonce, previous });
  let seq = 0;
  const rounds = new Map<string, DemoRound>();

  const apply = (entry: DemoRound, step: RoundStep<unknown>): PlayResult => {
    const { round } = entry;
    round.state = step.state;
    round.multiplier = step.multiplier;
    if (step.status !== 'open') {
      round.status = 'CLOSED';
      round.outcome = entry.hidden;
      const payout = step.status === 'won' ? payoutOf(round.amount, step.multiplier) : new Decimal(0);
      round.payout = payout.toFixed();
      balance = balance.plus(payout);
    }
    return { round: { ...round }, balance: balance.toFixed() };
  };

  const guarded = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'INVALID_INPUT';
      return Promise.reject(new PlayApiError(code, error instanceof Error ? error.message : String(error)));
    }
  };

  const openRound = (roundId: string): DemoRound => {
    const entry = rounds.get(roundId);
    if (!entry || entry.round.status !== 'OPEN') throw new PlayApiError('ROUND_NOT_OPEN', 'The round is not open');
    return entry;
  };

  return {
    async open() {
      return { currency: DEMO_CURRENCY, showBalance: true, showRules: true, logoUrl: null, limits: DEMO_LIMITS, balance: balance.toFixed() };
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
      const seeds = proofs.get(roundId);
      if (!entry || !seeds) return null;
      const revealed = seeds.seed !== serverSeed;
      return {
        serverSeed: revealed ? seeds.seed : null,
        serverSeedHash: await hashServerSeed(seeds.seed),
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        params: entry.round.params,
        outcome: entry.round.status === 'CLOSED' ? entry.hidden : null,
      };
    },
    async placeBet(game, amount, rawParams) {
      const stake = new Decimal(amount);
      if (!stake.isFinite() || stake.lt(DEMO_LIMITS.min) || stake.gt(DEMO_LIMITS.max) || stake.decimalPlaces() > MONEY_DECIMALS) {
        throw new PlayApiError('BET_LIMIT', `Stakes go from ${DEMO_LIMITS.min} to ${DEMO_LIMITS.max}`);
      }
      if (stake.gt(balance)) throw new PlayApiError('INSUFFICIENT_FUNDS', 'Not enough demo balance');
      const params = rules.paramsSchema.parse(rawParams);
      nonce += 1;
      const floats = await generateFloats({ serverSeed, clientSeed, nonce }, rules.floatCount(params));
      const { outcome, step } = rules.start(params, floats);
      balance = balance.minus(stake);
      const round: PlayedRound = {
        id: `demo-${++seq}`,
        betId: `demo-${seq}`,
        game,
        status: 'OPEN',
        amount: stake.toFixed(),
        payout: '0',
        multiplier: step.multiplier,
        freeBet: false,
        params,
        state: step.state,
        outcome: null,
        currency: DEMO_CURRENCY,
      };
      const entry = { round, hidden: outcome };
      rounds.set(round.id, entry);
      proofs.set(round.id, { seed: serverSeed, clientSeed, nonce });
      return apply(entry, step);
    },
    act: (roundId, action, params) =>
      guarded(() => {
        const entry = openRound(roundId);
        return apply(entry, rules.act({ params: entry.round.params, outcome: entry.hidden, state: entry.round.state }, action, params));
      }),
    cashout: (roundId) =>
      guarded(() => {
        const entry = openRound(roundId);
        return apply(entry, rules.cashout({ params: entry.round.params, outcome: entry.hidden, state: entry.round.state }));
      }),
    async activeRound(game) {
      const open = [...rounds.values()].find((r) => r.round.game === game && r.round.status === 'OPEN');
      return open ? { ...open.round } : null;
    },
  };
}
