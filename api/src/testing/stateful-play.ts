import type { Game, Playbook } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import type { Harness } from './harness';
import { ACT, CASHOUT, PLACE_BET } from './play-operations';

/** A round as the play API answers it. */
export interface PlayedRound {
  readonly id: string;
  readonly betId: string;
  readonly status: 'OPEN' | 'CLOSED' | 'VOID';
  readonly amount: string;
  readonly payout: string;
  readonly multiplier: string;
  readonly params: unknown;
  readonly state: unknown;
  readonly outcome: unknown;
  readonly version: number;
}

/** A stateful game with the playbook its folder exports (`<key>Playbook`), loaded by its package name. */
export interface PlayableStatefulGame {
  readonly game: Game;
  readonly playbook: Playbook;
}

/** Loads each game's playbook from its package (`@rgs/game-<route>`), failing loudly when one is missing. */
export async function withPlaybooks(games: readonly Game[]): Promise<PlayableStatefulGame[]> {
  return Promise.all(
    games.map(async (game) => {
      const module = (await import(`@rgs/game-${game.catalog.route}`)) as Record<string, unknown>;
      const playbook = module[`${game.key}Playbook`] as Playbook | undefined;
      if (!playbook) throw new Error(`@rgs/game-${game.catalog.route} exports no ${game.key}Playbook`);
      return { game, playbook };
    }),
  );
}

/** Plays stateful rounds through the play API the way its playbook says. */
export function statefulPlayer(h: Harness, token: string, { game, playbook }: PlayableStatefulGame, options: { amount?: string; freeBet?: boolean } = {}) {
  const { amount = '2', freeBet = false } = options;
  const expectSuccess = <T>(result: { data?: Record<string, any> }, field: string, success: string): T => {
    const answer = result.data?.[field];
    if (answer?.__typename !== success) throw new Error(`${game.key} ${field}: ${JSON.stringify(result)}`);
    return answer.round as T;
  };
  const player = {
    /** Opens a round with the playbook's params. */
    async open(): Promise<PlayedRound> {
      return expectSuccess(await h.gql(token, PLACE_BET, { input: { game: game.key, amount, params: playbook.params, freeBet } }), 'placeBet', 'PlaceBetSuccess');
    },
    /** The playbook's next move on the round. */
    async step(round: PlayedRound): Promise<PlayedRound> {
      const move = playbook.next(round.state, playbook.params);
      return expectSuccess(await h.gql(token, ACT, { input: { roundId: round.id, ...move } }), 'act', 'ActSuccess');
    },
    async cashout(round: PlayedRound): Promise<PlayedRound> {
      return expectSuccess(await h.gql(token, CASHOUT, { roundId: round.id }), 'cashout', 'CashoutSuccess');
    },
    /** Whether a cashout would pay now. */
    cashable(round: PlayedRound): boolean {
      return round.status === 'OPEN' && game.cashout !== undefined && new Decimal(round.multiplier).gt(0);
    },
    /** Opens rounds and steps until one is open with a cashout value (rounds lost on the way are left closed). */
    async cashableRound(tries = 60): Promise<PlayedRound> {
      for (let i = 0; i < tries; i++) {
        let round = await player.open();
        while (round.status === 'OPEN' && !player.cashable(round)) round = await player.step(round);
        if (player.cashable(round)) return round;
      }
      throw new Error(`${game.key}: no round with a cashout value in ${tries} rounds`);
    },
    /** Plays rounds to their end until one ends as `want`: won (cashed out at the first chance, or won by the rules) or lost. */
    async roundEnding(want: 'won' | 'lost', tries = 80): Promise<PlayedRound> {
      for (let i = 0; i < tries; i++) {
        let round = await player.open();
        while (round.status === 'OPEN') round = want === 'won' && player.cashable(round) ? await player.cashout(round) : await player.step(round);
        if (new Decimal(round.payout).gt(0) === (want === 'won')) return round;
      }
      throw new Error(`${game.key}: no ${want} round in ${tries} rounds`);
    },
  };
  return player;
}
