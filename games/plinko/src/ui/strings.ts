import type { GameLanguage } from '@rgs/game-kit/ui';

/** Every string plinko adds to the kit's, one interface so each language must have them all. */
// A type alias, not an interface, so the table is a plain string record the seam's GameStrings accepts.
export type PlinkoStrings = {
  readonly rows: string;
  readonly risk: string;
  readonly low: string;
  readonly medium: string;
  readonly high: string;
  readonly balls: string;
  readonly skip: string;
  readonly perBall: string;
  readonly totalBet: string;
  readonly totalMultiplier: string;
  readonly payout: string;
  readonly board: string;
  readonly dropping: string;
  /** The fairness check's outcome of one ball: `{slots}` its slot, `{total}` its multiplier. */
  readonly ballLanded: string;
  /** The outcome of a batch: `{slots}` the balls' slots, `{total}` the batch's multiplier. */
  readonly ballsLanded: string;
  /** Ends a list cut short: `{n}` balls not listed. */
  readonly moreBalls: string;
  /** Under the balls while free bets are on: why there is one. */
  readonly freeBetOneBall: string;
};

/** Plinko's strings in each language the games speak. */
export const PLINKO_STRINGS: Readonly<Record<GameLanguage, PlinkoStrings>> = {
  en: {
    rows: 'Rows', risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High', balls: 'Balls', skip: 'Skip',
    perBall: 'per ball', totalBet: 'Total bet', totalMultiplier: 'Total multiplier', payout: 'Payout',
    board: 'Plinko board', dropping: 'Balls landed',
    ballLanded: 'ball landed in slot {slots} ({total}×)', ballsLanded: 'balls landed in slots {slots} (total {total}×)', moreBalls: '{n} more',
    freeBetOneBall: 'A free bet drops one ball.',
  },
  pt: {
    rows: 'Linhas', risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto', balls: 'Bolas', skip: 'Pular',
    perBall: 'por bola', totalBet: 'Aposta total', totalMultiplier: 'Multiplicador total', payout: 'Pagamento',
    board: 'Tabuleiro do Plinko', dropping: 'Bolas caídas',
    ballLanded: 'a bola caiu na casa {slots} ({total}×)', ballsLanded: 'as bolas caíram nas casas {slots} (total {total}×)', moreBalls: 'mais {n}',
    freeBetOneBall: 'Uma aposta grátis lança uma bola.',
  },
  es: {
    rows: 'Filas', risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto', balls: 'Bolas', skip: 'Saltar',
    perBall: 'por bola', totalBet: 'Apuesta total', totalMultiplier: 'Multiplicador total', payout: 'Pago',
    board: 'Tablero de Plinko', dropping: 'Bolas caídas',
    ballLanded: 'la bola cayó en la casilla {slots} ({total}×)', ballsLanded: 'las bolas cayeron en las casillas {slots} (total {total}×)', moreBalls: '{n} más',
    freeBetOneBall: 'Una apuesta gratis lanza una bola.',
  },
};

/** Plinko's strings for a language (anything unknown gets English, as the kit does). */
export function plinkoStrings(lang: string | null | undefined): PlinkoStrings {
  return PLINKO_STRINGS[(lang && lang in PLINKO_STRINGS ? lang : 'en') as GameLanguage];
}
