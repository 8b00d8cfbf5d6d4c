// The rules of the host messages' fields, free of zod: the zod schemas (host-messages.ts) are built
// from them for the server and the tests, and the game's live bundle checks what it posts with them
// directly, so the games never ship zod's core to players (docs/decisions/0014).

/** Decimal text as every amount in a host message is written: digits, optionally a point and digits. */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** Why the player must authenticate, in `auth_required`. */
export const AUTH_REQUIRED_REASONS = ['missing', 'expired', 'rejected'] as const;

/** The `status` of a `bet_result`. */
export const BET_RESULT_STATUSES = ['won', 'lost', 'void'] as const;
