/**
 * The e2e stack's addresses. The host (demo operator site) and the game (play origin) are different
 * origins: `localhost` versus `127.0.0.1`, as an operator's site and our play origin would be.
 */
export const API_URL = 'http://127.0.0.1:5100';
export const PLAY_URL = 'http://127.0.0.1:5101';
export const HOST_URL = 'http://localhost:5102';
export const PORTS = { api: 5100, play: 5101, host: 5102 } as const;
