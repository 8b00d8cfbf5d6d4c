export { GameShell, trim } from './game-shell';
export { ROUND_FIELDS, type PlayedRound } from './played-round';
export { remotePlay, type PlayResult, type PlaySession, type PlaySource } from './play-source';
export { createHostBridge, type HostBridge, type HostMessage } from './host-bridge';
export { stringsFor, type GameLanguage, type StringKey } from './i18n';
export { PlayApiError, createPlayClient, newIdempotencyKey, unwrap, type PlayClient, type RequestOptions } from './play-client';
