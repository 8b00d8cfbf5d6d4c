export { GameShell, ROUND_FIELDS, trim, type PlayedRound } from './game-shell';
export { createHostBridge, type HostBridge, type HostMessage } from './host-bridge';
export { stringsFor, type GameLanguage, type StringKey } from './i18n';
export { PlayApiError, createPlayClient, unwrap, type PlayClient } from './play-client';
