import type { FairnessView } from '../fairness';
import { builder } from './builder';
import { queryResult } from './errors';

type Previous = NonNullable<FairnessView['previous']>;

const PreviousSeedsType = builder.objectRef<Previous>('PreviousSeeds').implement({
  description: 'The pair rotated away last: its server seed is revealed so every round under it can be verified.',
  fields: (t) => ({
    serverSeed: t.exposeString('serverSeed'),
    serverSeedHash: t.exposeString('serverSeedHash'),
    clientSeed: t.exposeString('clientSeed'),
    lastNonce: t.exposeInt('lastNonce'),
  }),
});

const FairnessType = builder.objectRef<FairnessView>('Fairness').implement({
  description: 'Provably-fair seeds. Outcomes follow HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<r>").',
  fields: (t) => ({
    serverSeedHash: t.exposeString('serverSeedHash', { description: 'sha256 of the active server seed, committed before any round.' }),
    clientSeed: t.exposeString('clientSeed'),
    nonce: t.exposeInt('nonce', { description: 'Rounds played under the active pair; the next round uses nonce + 1.' }),
    previous: t.field({ type: PreviousSeedsType, nullable: true, resolve: (f) => f.previous }),
  }),
});

builder.queryFields((t) => ({
  fairness: t.field({
    type: FairnessType,
    resolve: async (_root, _args, ctx) => {
      const player = await ctx.player();
      return ctx.services.fairness.view(player.session);
    },
  }),
}));

builder.mutationFields((t) => ({
  rotateSeed: t.field({
    type: FairnessType,
    description: 'Reveals the active server seed (in `previous`) and starts a new pair with the given or a random client seed.',
    args: { clientSeed: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const player = await ctx.player();
      return queryResult(() => ctx.services.fairness.rotate(player.session, args.clientSeed));
    },
  }),
}));
