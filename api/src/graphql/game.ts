import type { PlayableGame } from '../rounds';
import { betLimitsFor } from '../rounds';
import { builder } from './builder';
import { queryResult } from './errors';

const GameInfoType = builder.objectRef<PlayableGame & { min: string; max: string }>('GameInfo').implement({
  description: 'A game this server plays, with its stake limits in the session’s wire currency.',
  fields: (t) => ({
    key: t.string({ resolve: (g) => g.definition.key }),
    title: t.string({ resolve: (g) => g.definition.title }),
    lifecycle: t.string({ resolve: (g) => g.definition.lifecycle }),
    route: t.string({ resolve: (g) => g.definition.route }),
    minBet: t.field({ type: 'Decimal', resolve: (g) => g.min }),
    maxBet: t.field({ type: 'Decimal', resolve: (g) => g.max }),
    freeBets: t.boolean({
      description: 'Whether the game takes free bets (`placeBet(freeBet: true)`); games with no single fixed stake do not.',
      resolve: (g) => g.definition.freeBets,
    }),
  }),
});

builder.queryFields((t) => ({
  games: t.field({
    type: [GameInfoType],
    resolve: async (_root, _args, ctx) => {
      const player = await ctx.player();
      return queryResult(() =>
        Promise.all(
          ctx.services.games.list().map(async (game) => {
            const limits = await betLimitsFor(game.definition, player.session.wireCurrency, ctx.services.rates);
            return { ...game, min: limits.min.toFixed(), max: limits.max.toFixed() };
          }),
        ),
      );
    },
  }),
}));
