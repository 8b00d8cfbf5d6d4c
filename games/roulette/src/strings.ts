import type { GameStrings } from '@rgs/game-kit';

/** Every key roulette adds to the kit's strings; `{name}` marks a value the page fills in. */
type RouletteStringKey =
  | 'green' | 'red' | 'black'
  | 'wheel' | 'table' | 'numbers' | 'outsideBets' | 'lastNumbers'
  | 'straight' | 'split' | 'street' | 'corner' | 'line' | 'column' | 'dozen'
  | 'even' | 'odd' | 'low' | 'high'
  | 'chipsOne' | 'chipsOther' | 'placeChips' | 'tableFull'
  | 'undo' | 'clearTable' | 'doubleChips'
  | 'spinning';

/** The player's roulette strings; the shell falls back to the kit's shared ones (bet, balance, skip…) for the rest. */
export const rouletteStrings = {
  en: {
    green: 'green', red: 'red', black: 'black',
    wheel: 'Roulette wheel', table: 'Roulette table', numbers: 'Numbers',
    outsideBets: 'Outside bets', lastNumbers: 'Last numbers',
    straight: 'Straight {numbers}', split: 'Split {numbers}', street: 'Street {numbers}', corner: 'Corner {numbers}',
    line: 'Line {from} to {to}', column: 'Column {n}', dozen: 'Dozen {n}, {from} to {to}',
    even: 'Even', odd: 'Odd', low: '1 to 18', high: '19 to 36',
    chipsOne: '{n} chip', chipsOther: '{n} chips',
    placeChips: 'Place chips on the table to bet', tableFull: 'The table takes at most {max} chips',
    undo: 'Undo', clearTable: 'Clear', doubleChips: 'Double',
    spinning: 'Spinning…',
  },
  pt: {
    green: 'verde', red: 'vermelho', black: 'preto',
    wheel: 'Roda da roleta', table: 'Mesa da roleta', numbers: 'Números',
    outsideBets: 'Apostas externas', lastNumbers: 'Últimos números',
    straight: 'Pleno {numbers}', split: 'Cavalo {numbers}', street: 'Transversal {numbers}', corner: 'Quadrado {numbers}',
    line: 'Linha {from} a {to}', column: 'Coluna {n}', dozen: 'Dúzia {n}, {from} a {to}',
    even: 'Par', odd: 'Ímpar', low: '1 a 18', high: '19 a 36',
    chipsOne: '{n} ficha', chipsOther: '{n} fichas',
    placeChips: 'Coloque fichas na mesa para apostar', tableFull: 'A mesa aceita no máximo {max} fichas',
    undo: 'Desfazer', clearTable: 'Limpar', doubleChips: 'Dobrar',
    spinning: 'Girando…',
  },
  es: {
    green: 'verde', red: 'rojo', black: 'negro',
    wheel: 'Rueda de la ruleta', table: 'Mesa de la ruleta', numbers: 'Números',
    outsideBets: 'Apuestas exteriores', lastNumbers: 'Últimos números',
    straight: 'Pleno {numbers}', split: 'Caballo {numbers}', street: 'Transversal {numbers}', corner: 'Cuadro {numbers}',
    line: 'Seisena {from} a {to}', column: 'Columna {n}', dozen: 'Docena {n}, {from} a {to}',
    even: 'Par', odd: 'Impar', low: '1 a 18', high: '19 a 36',
    chipsOne: '{n} ficha', chipsOther: '{n} fichas',
    placeChips: 'Pon fichas en la mesa para apostar', tableFull: 'La mesa admite como máximo {max} fichas',
    undo: 'Deshacer', clearTable: 'Limpiar', doubleChips: 'Doblar',
    spinning: 'Girando…',
  },
} as const satisfies GameStrings<RouletteStringKey>;
