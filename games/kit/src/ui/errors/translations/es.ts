import type { ErrorStrings } from './error-strings';

const RELOAD = 'Recarga el juego.';
const WAIT = 'Espera un momento y vuelve a intentarlo.';
const REOPEN = 'Vuelve a abrir el juego desde el casino.';
const SUPPORT = 'Contacta al soporte del casino.';
const BALANCE = 'Juega con tu saldo.';

/** Spanish (neutral) error messages. */
export const es: ErrorStrings = {
  codes: {
    VALIDATION_FAILED: { title: 'El juego no pudo aceptar esa solicitud', action: 'Revisa tu apuesta y tus elecciones, y vuelve a intentarlo.' },
    INVALID_AMOUNT: { title: 'Ese monto de apuesta no es válido', action: 'Ingresa un monto válido, con menos decimales.' },
    UNKNOWN_GAME: { title: 'Este juego no está disponible', action: 'Vuelve al casino y elige otro juego.' },
    BET_LIMIT: { title: 'Tu apuesta está fuera de los límites de este juego', action: 'Ajusta tu apuesta a los límites del juego.' },
    INSUFFICIENT_FUNDS: { title: 'Saldo insuficiente para esta apuesta', action: 'Baja tu apuesta o recarga tu saldo.' },
    WALLET_REJECTED: { title: 'Tu cuenta del casino no aceptó esta apuesta', action: 'No se cobró nada. Revisa tu cuenta del casino y vuelve a intentarlo.' },
    WALLET_UNAVAILABLE: { title: 'La billetera del casino no responde', action: WAIT },
    ROUND_NOT_FOUND: { title: 'No se encontró esta ronda', action: RELOAD },
    ROUND_NOT_OPEN: { title: 'Esta ronda ya terminó', action: 'Recarga el juego para ver el resultado más reciente.' },
    ROUND_CONFLICT: { title: 'Esta ronda cambió desde que la viste (otra jugada u otra ventana)', action: 'Recarga el juego para verla como está ahora.' },
    ACTIVE_ROUND_EXISTS: { title: 'Ya tienes una ronda en curso', action: 'Recarga el juego para terminarla.' },
    INVALID_ACTION: { title: 'Esa jugada no es posible ahora', action: 'Elige otra jugada.' },
    ALREADY_REVEALED: { title: 'Esa opción ya se jugó', action: 'Elige otra.' },
    CASHOUT_NOT_ALLOWED: { title: 'Todavía no puedes retirar', action: 'Haz al menos una jugada antes.' },
    INVALID_CLIENT_SEED: { title: 'Esa semilla del cliente no es válida', action: 'Usa de 1 a 64 letras, números o símbolos.' },
    NO_FREE_BETS: { title: 'No te quedan apuestas gratis para este juego', action: BALANCE },
    FREE_BETS_NOT_SUPPORTED: { title: 'Este juego no ofrece apuestas gratis', action: BALANCE },
    FREE_BET_ONE_STAKE: { title: 'Una apuesta gratis juega exactamente una apuesta', action: 'Quita las apuestas laterales o las bolas extra y juégala.' },
    FREE_BET_NO_EXTRA_WAGER: { title: 'Esa jugada pide otra apuesta, y una ronda gratis no admite ninguna', action: 'Elige otra jugada.' },
    INVALID_IDEMPOTENCY_KEY: { title: 'El juego envió una solicitud no válida', action: RELOAD },
    IDEMPOTENCY_KEY_REUSED: { title: 'Esta apuesta ya se envió con otros datos', action: 'Recarga el juego para ver tu última apuesta.' },
    UNSUPPORTED_CURRENCY: { title: 'Tu moneda no se acepta en este juego', action: SUPPORT },
    USER_NOT_RECOGNIZED: { title: 'El casino no reconoció tu cuenta', action: REOPEN },
    UNAUTHORIZED: { title: 'Este juego no está configurado para tu casino', action: SUPPORT },
    UNAUTHENTICATED: { title: 'Tu sesión terminó', action: REOPEN },
    RATE_LIMITED: { title: 'Demasiadas solicitudes a la vez', action: WAIT },
    NOT_FOUND: { title: 'No se encontró algo que el juego necesita', action: RELOAD },
    PAYLOAD_TOO_LARGE: { title: 'El juego envió más datos de los permitidos', action: RELOAD },
    UNSUPPORTED_MEDIA_TYPE: { title: 'El juego envió una solicitud con un formato incorrecto', action: RELOAD },
  },
  session: {
    missing: { title: 'No has iniciado sesión', action: 'Inicia sesión en el casino para jugar.' },
    expired: { title: 'Tu sesión expiró', action: REOPEN },
    rejected: { title: 'Tu sesión no es válida', action: REOPEN },
  },
  network: { title: 'Sin conexión', action: 'Revisa tu conexión a internet; el juego se reconecta solo.' },
  server: { title: 'El servidor del juego no responde', action: WAIT },
  unknown: { title: 'Algo salió mal', action: RELOAD },
  betRange: (min, max) => `Elige una apuesta de ${min} a ${max}.`,
  reconnecting: 'Se perdió la conexión. Reconectando…',
  reconnected: 'Conectado de nuevo',
  retryNow: 'Intentar ahora',
};
