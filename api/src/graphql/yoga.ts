import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GraphQLContext, type PlayServices } from './context';
import { schema } from './schema';

/** The play API's Yoga server, mounted at `/graphql`. Errors are masked (the default) and never unmasked. */
export function createPlayApi(services: PlayServices, options: { graphiql?: boolean } = {}): YogaServerInstance<object, GraphQLContext> {
  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql ?? false,
    landingPage: false,
    context: ({ request }) => createContext(services, request.headers.get('authorization')),
  });
}
