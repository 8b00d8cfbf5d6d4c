import { GraphQLError } from 'graphql';
import type { Decimal } from '@rgs/schema';
import type { FairnessService } from '../fairness';
import type { FreeBetQueries } from '../freebets';
import type { PreferencesService } from '../preferences';
import type { GameRegistry, RoundEngine, RoundQueries } from '../rounds';
import type { CurrencyRates } from '../currencies';
import { UnauthenticatedError, type PlayerContext, type SessionService } from '../sessions';
import type { WebhookTesterService } from '../webhook-tester';

/** The services the play API calls. */
export interface PlayServices {
  readonly sessions: SessionService;
  readonly engine: RoundEngine;
  readonly queries: RoundQueries;
  readonly fairness: FairnessService;
  readonly games: GameRegistry;
  readonly rates: CurrencyRates;
  readonly freeBets: FreeBetQueries;
  readonly preferences: PreferencesService;
  /** The operator's webhook test (`testWebhook`), authenticated by the operator's secret, not a player token. */
  readonly webhookTester: WebhookTesterService;
}

/** What a request carries for the operator-authenticated fields. */
export interface OperatorCaller {
  /** The `x-operator-secret` header, or undefined when absent or empty. */
  readonly secret: string | undefined;
  /** The client's address, which failed operator authentications are counted against. */
  readonly address: string;
}

/** Per-request context: the services, the operator's credential and the (lazily resolved) player. */
export interface GraphQLContext {
  readonly services: PlayServices;
  readonly operator: OperatorCaller;
  /** The player behind the `Authorization: Bearer` header; rejects with UNAUTHENTICATED. */
  player(): Promise<PlayerContext>;
  /** The player's balance from the operator, read at most once per request however many fields ask. */
  balance(): Promise<Decimal>;
}

/** Builds the context of one request. The token is read once, on first use. */
export function createContext(services: PlayServices, authorization: string | null, operator: OperatorCaller): GraphQLContext {
  let resolved: Promise<PlayerContext> | undefined;
  let balance: Promise<Decimal> | undefined;
  const context: GraphQLContext = {
    services,
    operator,
    balance() {
      // Aliases of `balance` must not each send a signed balance_check to the operator.
      balance ??= context.player().then((player) => services.engine.balance(player));
      return balance;
    },
    player() {
      resolved ??= services.sessions.resolve(authorization).catch((error: unknown) => {
        if (error instanceof UnauthenticatedError) {
          // A GraphQLError is never masked: the client learns why and the game can post auth_required.
          throw new GraphQLError(error.message, { extensions: { code: 'UNAUTHENTICATED', reason: error.reason, http: { status: 401 } } });
        }
        throw error;
      });
      return resolved;
    },
  };
  return context;
}
