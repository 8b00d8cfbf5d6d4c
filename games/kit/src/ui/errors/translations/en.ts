import type { ErrorStrings } from './error-strings';

const RELOAD = 'Reload the game.';
const WAIT = 'Wait a moment and try again.';
const REOPEN = 'Reopen the game from the casino.';
const SUPPORT = 'Contact the casino’s support.';
const BALANCE = 'Play with your balance instead.';

/** English error messages. */
export const en: ErrorStrings = {
  codes: {
    VALIDATION_FAILED: { title: 'The game could not accept that request', action: 'Check your bet and your choices, then try again.' },
    INVALID_AMOUNT: { title: 'That bet amount is not valid', action: 'Enter a valid amount, with fewer decimal places.' },
    UNKNOWN_GAME: { title: 'This game is not available', action: 'Go back to the casino and choose another game.' },
    BET_LIMIT: { title: 'Your bet is outside this game’s limits', action: 'Change your bet to fit the game’s limits.' },
    INSUFFICIENT_FUNDS: { title: 'Not enough balance for this bet', action: 'Lower your bet or top up your balance.' },
    WALLET_REJECTED: { title: 'Your casino account did not accept this bet', action: 'Nothing was charged. Check your casino account, then try again.' },
    WALLET_UNAVAILABLE: { title: 'The casino wallet is not responding', action: WAIT },
    ROUND_NOT_FOUND: { title: 'This round could not be found', action: RELOAD },
    ROUND_NOT_OPEN: { title: 'This round has already ended', action: 'Reload the game to see the latest result.' },
    ROUND_CONFLICT: { title: 'This round changed since you last saw it (another move, or another window)', action: 'Reload the game to see it as it is now.' },
    ACTIVE_ROUND_EXISTS: { title: 'You already have a round in progress', action: 'Reload the game to finish it.' },
    INVALID_ACTION: { title: 'That move is not possible right now', action: 'Choose another move.' },
    ALREADY_REVEALED: { title: 'That choice was already played', action: 'Pick a different one.' },
    CASHOUT_NOT_ALLOWED: { title: 'You cannot cash out yet', action: 'Make at least one move first.' },
    INVALID_CLIENT_SEED: { title: 'That client seed is not valid', action: 'Use 1 to 64 letters, digits or symbols.' },
    NO_FREE_BETS: { title: 'You have no free bets left for this game', action: BALANCE },
    FREE_BETS_NOT_SUPPORTED: { title: 'This game does not offer free bets', action: BALANCE },
    FREE_BET_ONE_STAKE: { title: 'A free bet plays exactly one stake', action: 'Remove side bets or extra balls, then play it.' },
    FREE_BET_NO_EXTRA_WAGER: { title: 'That move needs another bet, and a free-bet round takes none', action: 'Choose another move.' },
    INVALID_IDEMPOTENCY_KEY: { title: 'The game sent a request it should not have', action: RELOAD },
    IDEMPOTENCY_KEY_REUSED: { title: 'This bet was already sent with different details', action: 'Reload the game to see your latest bet.' },
    UNSUPPORTED_CURRENCY: { title: 'Your currency is not supported in this game', action: SUPPORT },
    USER_NOT_RECOGNIZED: { title: 'The casino did not recognise your account', action: REOPEN },
    UNAUTHORIZED: { title: 'This game is not set up for your casino', action: SUPPORT },
    UNAUTHENTICATED: { title: 'Your session has ended', action: REOPEN },
    RATE_LIMITED: { title: 'Too many requests at once', action: WAIT },
    NOT_FOUND: { title: 'Something the game needs could not be found', action: RELOAD },
    PAYLOAD_TOO_LARGE: { title: 'The game sent more data than allowed', action: RELOAD },
    UNSUPPORTED_MEDIA_TYPE: { title: 'The game sent a request in the wrong format', action: RELOAD },
  },
  session: {
    missing: { title: 'You are not signed in', action: 'Sign in at the casino to play.' },
    expired: { title: 'Your session has expired', action: REOPEN },
    rejected: { title: 'Your session is not valid', action: REOPEN },
  },
  network: { title: 'Connection lost', action: 'Check your internet connection; the game reconnects by itself.' },
  server: { title: 'The game server is not responding', action: WAIT },
  unknown: { title: 'Something went wrong', action: RELOAD },
  betRange: (min, max) => `Choose a bet from ${min} to ${max}.`,
  reconnecting: 'Connection lost. Reconnecting…',
  reconnected: 'Connected again',
  retryNow: 'Try now',
};
