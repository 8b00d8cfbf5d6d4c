export {
  GAMES,
  GAME_KEYS,
  findGame,
  findGameByRoute,
  type GameDefinition,
  type GameLifecycle,
} from './games';
export { BALANCE_CHECK, eventName, parseEventName, type EventKind, type ParsedEventName } from './events';
