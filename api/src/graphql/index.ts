export { createContext, type GraphQLContext, type PlayServices } from './context';
export { schema } from './schema';
export { createPlayApi } from './yoga';
