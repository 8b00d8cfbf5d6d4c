import { DomainError, ErrorCodes } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../game-rule-error';
import { PlayApiError } from '../play-client';
import { CLIENT_ERROR_CODES, classifyError } from './error-kind';
import { playerError } from './player-error';
import { errorStrings } from './translations';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const RAW = 'RAW SERVER TEXT: wallet 502 at 10.0.0.7';
const LANGS = ['en', 'pt', 'es'] as const;
const CODES = Object.values(ErrorCodes);

describe('error translations', () => {
  it('translate every service error code into all three languages, each really translated', () => {
    expect(CODES.length).toBeGreaterThanOrEqual(28);
    for (const code of CODES) {
      for (const strings of [en, pt, es]) {
        const text = strings.codes[code];
        expect([code, typeof text?.title, typeof text?.action]).toStrictEqual([code, 'string', 'string']);
        expect([code, text.title.length > 0, text.action.length > 0]).toStrictEqual([code, true, true]);
      }
      // Portuguese and Spanish are not English copies.
      expect([code, pt.codes[code].title === en.codes[code].title, es.codes[code].title === en.codes[code].title]).toStrictEqual([code, false, false]);
      expect([code, pt.codes[code].action === en.codes[code].action, es.codes[code].action === en.codes[code].action]).toStrictEqual([code, false, false]);
    }
    // No stray entries for codes the service does not have.
    for (const strings of [en, pt, es]) expect(Object.keys(strings.codes).sort()).toStrictEqual([...CODES].sort());
  });

  it('fall back to English for any other language, and never to a prototype key', () => {
    expect(errorStrings('pt')).toBe(pt);
    expect(errorStrings('es')).toBe(es);
    for (const lang of ['fr', '', null, undefined, 'constructor', '__proto__']) expect(errorStrings(lang)).toBe(en);
  });
});

describe('playerError', () => {
  it('answers every service code in every language with its translated entry, never the server’s text', () => {
    for (const code of CODES) {
      for (const lang of LANGS) {
        const error = playerError(new PlayApiError(code, RAW), lang);
        const strings = errorStrings(lang);
        expect(error).toStrictEqual({ code, kind: classifyError({ code }).kind, title: strings.codes[code].title, action: strings.codes[code].action, retryable: classifyError({ code }).retryable });
        expect(JSON.stringify(error)).not.toContain('RAW');
      }
    }
  });

  it('tells the player what to do for the common failures', () => {
    expect(playerError(new PlayApiError('INSUFFICIENT_FUNDS', RAW), 'en')).toStrictEqual({
      code: 'INSUFFICIENT_FUNDS',
      kind: 'funds',
      title: 'Not enough balance for this bet',
      action: 'Lower your bet or top up your balance.',
      retryable: false,
    });
    expect(playerError(new PlayApiError('INSUFFICIENT_FUNDS', RAW), 'pt').action).toBe('Diminua sua aposta ou recarregue seu saldo.');
    expect(playerError(new PlayApiError('WALLET_UNAVAILABLE', RAW), 'es')).toStrictEqual({
      code: 'WALLET_UNAVAILABLE',
      kind: 'wallet',
      title: 'La billetera del casino no responde',
      action: 'Espera un momento y vuelve a intentarlo.',
      retryable: true,
    });
    expect(playerError(new PlayApiError('ROUND_NOT_OPEN', RAW), 'en')).toMatchObject({ kind: 'round', action: 'Reload the game to see the latest result.', retryable: false });
    expect(playerError(new PlayApiError('RATE_LIMITED', RAW), 'en')).toMatchObject({ kind: 'busy', retryable: true });
  });

  it('names the limits for BET_LIMIT when the shell knows them', () => {
    const limits = { min: '$0.10', max: '$100.00' };
    expect(playerError(new PlayApiError('BET_LIMIT', RAW), 'en', { limits }).action).toBe('Choose a bet from $0.10 to $100.00.');
    expect(playerError(new PlayApiError('BET_LIMIT', RAW), 'pt', { limits: { min: 'R$ 0,50', max: 'R$ 500,00' } }).action).toBe('Escolha uma aposta de R$ 0,50 a R$ 500,00.');
    expect(playerError(new PlayApiError('BET_LIMIT', RAW), 'es', { limits: null }).action).toBe('Ajusta tu apuesta a los límites del juego.');
    // Limits only ever reword BET_LIMIT.
    expect(playerError(new PlayApiError('INSUFFICIENT_FUNDS', RAW), 'en', { limits }).action).toBe('Lower your bet or top up your balance.');
  });

  it('says why the session ended when the API gives the reason', () => {
    expect(playerError(new PlayApiError('UNAUTHENTICATED', RAW, 'missing'), 'en')).toMatchObject({ kind: 'session', title: 'You are not signed in', action: 'Sign in at the casino to play.' });
    expect(playerError(new PlayApiError('UNAUTHENTICATED', RAW, 'expired'), 'pt')).toMatchObject({ title: 'Sua sessão expirou', action: 'Abra o jogo novamente pelo cassino.' });
    expect(playerError(new PlayApiError('UNAUTHENTICATED', RAW, 'rejected'), 'es')).toMatchObject({ title: 'Tu sesión no es válida' });
    expect(playerError(new PlayApiError('UNAUTHENTICATED', RAW, 'toString'), 'en')).toMatchObject({ title: 'Your session has ended' });
    expect(playerError(new PlayApiError('UNAUTHENTICATED', RAW), 'en')).toMatchObject({ title: 'Your session has ended' });
  });

  it('covers the kit’s own failures: no answer, an HTTP error, an uncoded GraphQL error, unknown codes', () => {
    expect(playerError(new TypeError('Failed to fetch'), 'en')).toStrictEqual({
      code: 'NETWORK',
      kind: 'network',
      title: 'Connection lost',
      action: 'Check your internet connection; the game reconnects by itself.',
      retryable: true,
    });
    expect(playerError(new DOMException('signal timed out', 'TimeoutError'), 'pt')).toMatchObject({ code: 'NETWORK', title: 'Sem conexão' });
    expect(playerError(new PlayApiError('HTTP_ERROR', 'The play API answered 502'), 'es')).toStrictEqual({
      code: 'HTTP_ERROR',
      kind: 'server',
      title: 'El servidor del juego no responde',
      action: 'Espera un momento y vuelve a intentarlo.',
      retryable: true,
    });
    expect(playerError(new PlayApiError('ERROR', RAW), 'en')).toStrictEqual({ code: 'ERROR', kind: 'unknown', title: 'Something went wrong', action: 'Reload the game.', retryable: false });
    for (const code of ['SOMETHING_NEW', 'constructor', 'toString']) {
      expect(playerError(new PlayApiError(code, RAW), 'pt')).toStrictEqual({ code, kind: 'unknown', title: 'Algo deu errado', action: 'Recarregue o jogo.', retryable: false });
    }
    for (const thrown of [new Error(RAW), RAW, null, undefined, 42, { message: RAW }]) {
      expect(playerError(thrown, 'en')).toStrictEqual({ code: CLIENT_ERROR_CODES.ERROR, kind: 'unknown', title: 'Something went wrong', action: 'Reload the game.', retryable: false });
    }
  });

  it('reads the codes of the kit’s domain and game-rule errors too (demo play)', () => {
    expect(playerError(new GameRuleError('ALREADY_REVEALED', RAW), 'en')).toMatchObject({ code: 'ALREADY_REVEALED', kind: 'input', title: 'That choice was already played' });
    expect(playerError(new DomainError('BET_LIMIT', RAW), 'es')).toMatchObject({ kind: 'limit', title: 'Tu apuesta está fuera de los límites de este juego' });
  });
});
