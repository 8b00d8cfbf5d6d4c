import { roundCursor, type RoundPage, type RoundView } from '../rounds';
import { builder } from './builder';

const RoundStatusEnum = builder.enumType('RoundStatus', {
  values: {
    OPEN: { description: 'In play (or its debit is being confirmed).' },
    CLOSED: { description: 'Settled; the outcome is shown.' },
    VOID: { description: 'The debit was not committed: no money moved and the outcome is never shown.' },
  } as const,
});

/** `Round`: one bet and everything a player or a verifier needs about it. */
export const RoundType = builder.objectRef<RoundView>('Round').implement({
  description: 'A round. `outcome` stays null until the round is closed; `serverSeed` until its seed pair is rotated.',
  fields: (t) => ({
    id: t.exposeID('id'),
    betId: t.exposeString('betId', { description: 'The `betId` on the round’s webhooks.' }),
    game: t.exposeString('game'),
    status: t.field({ type: RoundStatusEnum, resolve: (r) => r.status }),
    amount: t.field({ type: 'Decimal', description: 'Everything the round has debited so far (0 on a free bet).', resolve: (r) => r.amount }),
    stake: t.field({ type: 'Decimal', description: 'One stake: the amount per bet; on a free bet, the grant’s stake that its payout multiplies.', resolve: (r) => r.stake }),
    payout: t.field({ type: 'Decimal', resolve: (r) => r.payout }),
    multiplier: t.field({ type: 'Decimal', resolve: (r) => r.multiplier }),
    currency: t.exposeString('currency'),
    freeBet: t.exposeBoolean('freeBet'),
    demo: t.exposeBoolean('demo', { description: 'A zero-amount round: no webhook was sent and no money moved.' }),
    params: t.field({ type: 'JSON', resolve: (r) => r.params }),
    state: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.state }),
    outcome: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.outcome }),
    nonce: t.exposeInt('nonce'),
    version: t.exposeInt('version', {
      description: 'How many times the round has changed. Pass it with `act` or `cashout` to move only the round as you saw it: if it has changed since (a double click, a second tab), the move is ROUND_CONFLICT and changes nothing.',
    }),
    serverSeedHash: t.exposeString('serverSeedHash'),
    clientSeed: t.exposeString('clientSeed'),
    serverSeed: t.exposeString('serverSeed', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const RoundEdgeType = builder.objectRef<{ cursor: string; node: RoundView }>('RoundEdge').implement({
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: RoundType, resolve: (e) => e.node }) }),
});

const PageInfoType = builder.objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo').implement({
  fields: (t) => ({ hasNextPage: t.exposeBoolean('hasNextPage'), endCursor: t.exposeString('endCursor', { nullable: true }) }),
});

const RoundConnectionType = builder.objectRef<RoundPage>('RoundConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [RoundEdgeType],
      resolve: (page) => page.items.map((node) => ({ node, cursor: roundCursor(node) })),
    }),
    nodes: t.field({ type: [RoundType], resolve: (page) => [...page.items] }),
    pageInfo: t.field({ type: PageInfoType, resolve: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }) }),
  }),
});

builder.queryFields((t) => ({
  activeRound: t.field({
    type: RoundType,
    nullable: true,
    description: 'The open round of a stateful game, to resume it after a reload.',
    args: { game: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ctx.services.queries.activeRound(await ctx.player(), args.game),
  }),
  round: t.field({
    type: RoundType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ctx.services.queries.round(await ctx.player(), String(args.id)),
  }),
  rounds: t.field({
    type: RoundConnectionType,
    description: 'The player’s history, newest first.',
    args: { game: t.arg.string(), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => ctx.services.queries.rounds(await ctx.player(), args),
  }),
}));
