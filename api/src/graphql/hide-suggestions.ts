import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// graphql-js words them `Did you mean "a"?`, `… "a" or "b"?`, `… "a", "b", or "c"?`, `… the enum value "A"?`.
const SUGGESTION = /\s*Did you mean [^?]*\?/;
const SUGGESTIONS = new RegExp(SUGGESTION.source, 'g');

/**
 * Removes graphql-js's "Did you mean …?" hints from every error a client sees: they spell out the
 * schema's field, argument and input names to anyone probing with typos. It covers validation errors
 * and variable values too, which graphql-js coerces (and suggests for) only at execution.
 */
export function hideSuggestionsPlugin(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const { errors } = result;
      if (errors?.some((error) => SUGGESTION.test(error.message))) setResult({ ...result, errors: errors.map(hide) });
    },
  };
}

function hide(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTIONS, ' [Suggestion hidden]'), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
