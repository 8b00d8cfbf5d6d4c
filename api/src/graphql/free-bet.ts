import type { FreeBetGrant } from '@rgs/schema';
import { builder } from './builder';

const FreeBetGrantType = builder.objectRef<FreeBetGrant>('FreeBetGrant').implement({
  description: 'A usable free-bet grant; grants are consumed oldest first.',
  fields: (t) => ({
    freeBetId: t.exposeString('freeBetId'),
    game: t.exposeString('game'),
    betAmount: t.field({ type: 'Decimal', description: 'Stake per free bet, in USD.', resolve: (g) => g.betAmount }),
    quantity: t.exposeInt('quantity'),
    remainingCount: t.exposeInt('remainingCount'),
    expiresAt: t.exposeString('expiresAt', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  freeBets: t.field({
    type: [FreeBetGrantType],
    args: { game: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const player = await ctx.player();
      return ctx.services.freeBets.activeGrants(player.session, args.game);
    },
  }),
}));
