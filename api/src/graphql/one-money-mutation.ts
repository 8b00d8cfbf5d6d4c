import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The mutations that move money or change a round, and the webhook test (about 1,200 webhooks to the
 * operator's wallet): each request may run at most one of them.
 */
export const MONEY_MUTATIONS: ReadonlySet<string> = new Set(['placeBet', 'act', 'cashout', 'testWebhook']);

/**
 * Validation rule: a mutation operation selects at most one money mutation (counted by response key,
 * through fragments), so one request can never place a batch of bets. A request that breaks it is
 * refused whole before anything runs.
 */
export function oneMoneyMutationRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const keys = new Set<string>();
      collectMoneyFields(context, operation.selectionSet, keys, new Set());
      if (keys.size > 1) {
        context.reportError(
          new GraphQLError(`At most one of placeBet, act, cashout and testWebhook per request; this operation has ${keys.size}. Send them one request at a time.`, {
            nodes: operation,
            extensions: { code: 'TOO_MANY_MONEY_MUTATIONS' },
          }),
        );
      }
    },
  };
}

// Root fields run once per response key (fields with the same key merge), so distinct keys are what executes.
function collectMoneyFields(context: ValidationContext, set: SelectionSetNode, keys: Set<string>, seenFragments: Set<string>): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (MONEY_MUTATIONS.has(selection.name.value)) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectMoneyFields(context, selection.selectionSet, keys, seenFragments);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) collectMoneyFields(context, fragment.selectionSet, keys, seenFragments);
    }
  }
}

/** Adds {@link oneMoneyMutationRule} to the play API's validation. */
export function oneMoneyMutationPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(oneMoneyMutationRule);
    },
  };
}
