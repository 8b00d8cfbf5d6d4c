/** The languages the games speak; anything else is English. */
export type GameLanguage = 'en' | 'pt' | 'es';

const STRINGS = {
  en: {
    amount: 'Bet amount', half: '½', double: '2×', min: 'Min', max: 'Max', balance: 'Balance', bet: 'Bet', cashout: 'Cash out',
    history: 'History', noRounds: 'No rounds yet', won: 'Won', lost: 'Lost', signIn: 'Sign in at the casino to play',
    rules: 'Rules', fairness: 'Fairness', serverSeedHash: 'Server seed hash', clientSeed: 'Client seed', rotate: 'Rotate seeds',
    fullscreen: 'Fullscreen', freeBets: 'Free bets', error: 'Something went wrong', close: 'Close',
    multiplier: 'Multiplier', paid: 'Paid', verify: 'Verify', previousSeed: 'Previous server seed',
  },
  pt: {
    amount: 'Valor da aposta', half: '½', double: '2×', min: 'Mín', max: 'Máx', balance: 'Saldo', bet: 'Apostar', cashout: 'Retirar',
    history: 'Histórico', noRounds: 'Nenhuma rodada ainda', won: 'Ganhou', lost: 'Perdeu', signIn: 'Entre no cassino para jogar',
    rules: 'Regras', fairness: 'Justiça', serverSeedHash: 'Hash da semente do servidor', clientSeed: 'Semente do cliente',
    rotate: 'Trocar sementes', fullscreen: 'Tela cheia', freeBets: 'Apostas grátis', error: 'Algo deu errado', close: 'Fechar',
    multiplier: 'Multiplicador', paid: 'Pago', verify: 'Verificar', previousSeed: 'Semente anterior do servidor',
  },
  es: {
    amount: 'Monto de la apuesta', half: '½', double: '2×', min: 'Mín', max: 'Máx', balance: 'Saldo', bet: 'Apostar', cashout: 'Retirar',
    history: 'Historial', noRounds: 'Aún no hay rondas', won: 'Ganó', lost: 'Perdió', signIn: 'Inicia sesión en el casino para jugar',
    rules: 'Reglas', fairness: 'Equidad', serverSeedHash: 'Hash de la semilla del servidor', clientSeed: 'Semilla del cliente',
    rotate: 'Cambiar semillas', fullscreen: 'Pantalla completa', freeBets: 'Apuestas gratis', error: 'Algo salió mal', close: 'Cerrar',
    multiplier: 'Multiplicador', paid: 'Pagado', verify: 'Verificar', previousSeed: 'Semilla anterior del servidor',
  },
} as const;

export type StringKey = keyof (typeof STRINGS)['en'];

/** The strings of a language (unknown languages get English). */
export function stringsFor(lang: string | null | undefined): Readonly<Record<StringKey, string>> {
  return STRINGS[(lang && lang in STRINGS ? lang : 'en') as GameLanguage];
}
