import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';
import { oneMoneyMutationPlugin } from './one-money-mutation';

/**
 * What one play-API document may ask for. The game client's largest document (a move with every
 * round field) is about 50 tokens, depth 4 and cost 60, so these leave room and still stop a single
 * request from fanning out into thousands of resolver calls (10,000 `balance` aliases, 300 `placeBet`s).
 */
export const REQUEST_LIMITS = { tokens: 1000, depth: 8, aliases: 15, directives: 20, cost: 5000 } as const;

/** GraphQL Armor's limits plus the one-money-mutation rule, every one refusing the whole request before it runs. */
export function requestLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: REQUEST_LIMITS.tokens }),
    maxDepthPlugin({ n: REQUEST_LIMITS.depth }),
    maxAliasesPlugin({ n: REQUEST_LIMITS.aliases }),
    maxDirectivesPlugin({ n: REQUEST_LIMITS.directives }),
    costLimitPlugin({ maxCost: REQUEST_LIMITS.cost }),
    oneMoneyMutationPlugin(),
  ] as Plugin[];
}
