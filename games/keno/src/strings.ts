import type { GameStrings } from '@rgs/game-kit';

/** Every key keno adds to the kit's strings; `{name}` marks a value the page fills in. */
type KenoStringKey =
  | 'risk' | 'classic' | 'low' | 'medium' | 'high'
  | 'autoPick' | 'clear' | 'board' | 'drawnNumbers' | 'payouts'
  | 'cell' | 'cellPicked' | 'cellDrawn' | 'cellHit'
  | 'pickPrompt' | 'pickedCount' | 'oneHit' | 'hitsCount'
  | 'resultPaid' | 'resultNoWin' | 'drawing' | 'drawnOutcome';

/** The player's keno strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const kenoStrings = {
  en: {
    risk: 'Risk', classic: 'Classic', low: 'Low', medium: 'Medium', high: 'High',
    autoPick: 'Auto-pick', clear: 'Clear', board: 'Keno board', drawnNumbers: 'Drawn numbers',
    payouts: 'Payouts for {picks} picks, {risk} risk',
    cell: '{n}', cellPicked: '{n}, picked', cellDrawn: '{n}, drawn', cellHit: '{n}, drawn, hit',
    pickPrompt: 'Pick 1 to 10 numbers', pickedCount: '{n} of 10 picked', oneHit: '1 hit', hitsCount: '{n} hits',
    resultPaid: '{hits} of {picks}: paid {payout}', resultNoWin: '{hits} of {picks}: no win', drawing: 'Drawing',
    drawnOutcome: 'drawn {drawn} ({hits})',
  },
  pt: {
    risk: 'Risco', classic: 'Clássico', low: 'Baixo', medium: 'Médio', high: 'Alto',
    autoPick: 'Escolha automática', clear: 'Limpar', board: 'Cartela do Keno', drawnNumbers: 'Números sorteados',
    payouts: 'Pagamentos com {picks} números, risco {risk}',
    cell: '{n}', cellPicked: '{n}, escolhido', cellDrawn: '{n}, sorteado', cellHit: '{n}, sorteado, acerto',
    pickPrompt: 'Escolha de 1 a 10 números', pickedCount: '{n} de 10 escolhidos', oneHit: '1 acerto', hitsCount: '{n} acertos',
    resultPaid: '{hits} de {picks}: pagou {payout}', resultNoWin: '{hits} de {picks}: sem prêmio', drawing: 'Sorteando',
    drawnOutcome: 'sorteados {drawn} ({hits})',
  },
  es: {
    risk: 'Riesgo', classic: 'Clásico', low: 'Bajo', medium: 'Medio', high: 'Alto',
    autoPick: 'Selección automática', clear: 'Borrar', board: 'Cartón de Keno', drawnNumbers: 'Números sorteados',
    payouts: 'Pagos con {picks} números, riesgo {risk}',
    cell: '{n}', cellPicked: '{n}, elegido', cellDrawn: '{n}, sorteado', cellHit: '{n}, sorteado, acierto',
    pickPrompt: 'Elige de 1 a 10 números', pickedCount: '{n} de 10 elegidos', oneHit: '1 acierto', hitsCount: '{n} aciertos',
    resultPaid: '{hits} de {picks}: pagó {payout}', resultNoWin: '{hits} de {picks}: sin premio', drawing: 'Sorteando',
    drawnOutcome: 'sorteados {drawn} ({hits})',
  },
} as const satisfies GameStrings<KenoStringKey>;
