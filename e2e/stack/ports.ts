/**
 * The e2e stack's addresses. The host (demo operator site) and the game (play origin) are different
 * origins: `localhost` versus `127.0.0.1`, as an operator's site and our play origin would be.
 * `E2E_PORT_BASE` moves all three ports when another stack already uses them.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5100);
export const PORTS = { api: base, play: base + 1, host: base + 2 } as const;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;
export const PLAY_URL = `http://127.0.0.1:${PORTS.play}`;
export const HOST_URL = `http://localhost:${PORTS.host}`;
