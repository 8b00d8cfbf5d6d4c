import type { GameStrings } from '@rgs/game-kit';

/** Every key safe adds to the kit's strings; `{name}` marks a value the page fills in. */
type SafeStringKey =
  | 'dials' | 'yourCode' | 'dial' | 'dialUp' | 'dialDown' | 'randomCode'
  | 'safe' | 'safeLabel' | 'crackedLabel' | 'doorOpen' | 'paytable' | 'matchLine' | 'missLine' | 'lineEntry'
  | 'cracking' | 'opened' | 'won' | 'lost' | 'codeOutcome';

/** The player's safe strings; the shell falls back to the kit's shared ones (bet, skip, balance, multiplier…) for the rest. */
export const safeStrings = {
  en: {
    dials: 'Dials', yourCode: 'Your code', dial: 'Dial {n}', dialUp: 'Dial {n} up', dialDown: 'Dial {n} down', randomCode: 'Random code',
    safe: 'Safe', safeLabel: 'Safe with {dials} dials, your code {guess}', crackedLabel: 'code {code}, {matches} of {dials} match', doorOpen: 'the door is open',
    paytable: 'What this lock pays', matchLine: '{matches} of {dials}', missLine: '0–{most} of {dials}', lineEntry: '{line} match: {multiplier}, chance {chance}',
    cracking: 'Cracking…', opened: 'Code {code}: all {dials} match, the safe opens! Paid {payout}',
    won: 'Code {code}: {matches} of {dials} match, win! Paid {payout}', lost: 'Code {code}: {matches} of {dials} match, no win',
    codeOutcome: 'code {code}, {matches} of {dials} match ({multiplier})',
  },
  pt: {
    dials: 'Discos', yourCode: 'Seu código', dial: 'Disco {n}', dialUp: 'Disco {n} para cima', dialDown: 'Disco {n} para baixo', randomCode: 'Código aleatório',
    safe: 'Cofre', safeLabel: 'Cofre com {dials} discos, seu código {guess}', crackedLabel: 'código {code}, {matches} de {dials} acertos', doorOpen: 'a porta está aberta',
    paytable: 'O que esta fechadura paga', matchLine: '{matches} de {dials}', missLine: '0–{most} de {dials}', lineEntry: '{line} acertos: {multiplier}, chance {chance}',
    cracking: 'Abrindo…', opened: 'Código {code}: os {dials} acertam, o cofre abre! Pagou {payout}',
    won: 'Código {code}: {matches} de {dials} acertos, vitória! Pagou {payout}', lost: 'Código {code}: {matches} de {dials} acertos, sem prêmio',
    codeOutcome: 'código {code}, {matches} de {dials} acertos ({multiplier})',
  },
  es: {
    dials: 'Discos', yourCode: 'Tu código', dial: 'Disco {n}', dialUp: 'Disco {n} arriba', dialDown: 'Disco {n} abajo', randomCode: 'Código aleatorio',
    safe: 'Caja fuerte', safeLabel: 'Caja fuerte de {dials} discos, tu código {guess}', crackedLabel: 'código {code}, {matches} de {dials} aciertos', doorOpen: 'la puerta está abierta',
    paytable: 'Lo que paga esta cerradura', matchLine: '{matches} de {dials}', missLine: '0–{most} de {dials}', lineEntry: '{line} aciertos: {multiplier}, probabilidad {chance}',
    cracking: 'Abriendo…', opened: 'Código {code}: los {dials} aciertan, ¡la caja se abre! Pagó {payout}',
    won: 'Código {code}: {matches} de {dials} aciertos, ¡victoria! Pagó {payout}', lost: 'Código {code}: {matches} de {dials} aciertos, sin premio',
    codeOutcome: 'código {code}, {matches} de {dials} aciertos ({multiplier})',
  },
} as const satisfies GameStrings<SafeStringKey>;
