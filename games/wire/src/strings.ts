import type { GameStrings } from '@rgs/game-kit';

/** Every key wire adds to the kit's strings; `{name}` marks a value the page fills in. */
type WireStringKey =
  | 'risk' | 'low' | 'medium' | 'high' | 'currents' | 'fewer' | 'more' | 'perCurrent' | 'totalBet' | 'totalMultiplier'
  | 'boardLabel' | 'boardLabelOne' | 'arrivedAt' | 'arrivedTotal' | 'flowing' | 'arrivedCount' | 'tally' | 'tallyEntry' | 'terminal'
  | 'freeBetOneCurrent' | 'currentReached' | 'currentsReached' | 'moreCurrents';

/** The player's wire strings; the shell falls back to the kit's shared ones (bet, payout, skip…) for the rest. */
export const wireStrings = {
  en: {
    risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High', currents: 'Currents', fewer: 'Fewer currents', more: 'More currents',
    perCurrent: 'Bet per current', totalBet: 'Total bet', totalMultiplier: 'Total multiplier',
    boardLabel: 'Circuit board: {risk} risk, {currents} currents', boardLabelOne: 'Circuit board: {risk} risk, 1 current', arrivedAt: '{count} at {multiplier}',
    arrivedTotal: 'arrived {list}; total {total}', flowing: 'currents flowing', arrivedCount: 'Arrived {arrived} of {count}',
    tally: 'Currents per terminal', tallyEntry: 'Terminal {terminal}, {multiplier}: {count}', terminal: 'Terminal',
    freeBetOneCurrent: 'A free bet sends one current.',
    currentReached: 'current reached terminal {terminals} ({total}×)', currentsReached: 'currents reached terminals {terminals} (total {total}×)',
    moreCurrents: '{n} more',
  },
  pt: {
    risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto', currents: 'Correntes', fewer: 'Menos correntes', more: 'Mais correntes',
    perCurrent: 'Aposta por corrente', totalBet: 'Aposta total', totalMultiplier: 'Multiplicador total',
    boardLabel: 'Placa de circuito: risco {risk}, {currents} correntes', boardLabelOne: 'Placa de circuito: risco {risk}, 1 corrente', arrivedAt: '{count} em {multiplier}',
    arrivedTotal: 'chegaram {list}; total {total}', flowing: 'correntes a caminho', arrivedCount: 'Chegaram {arrived} de {count}',
    tally: 'Correntes por terminal', tallyEntry: 'Terminal {terminal}, {multiplier}: {count}', terminal: 'Terminal',
    freeBetOneCurrent: 'Uma aposta grátis envia uma corrente.',
    currentReached: 'a corrente chegou ao terminal {terminals} ({total}×)', currentsReached: 'as correntes chegaram aos terminais {terminals} (total {total}×)',
    moreCurrents: 'mais {n}',
  },
  es: {
    risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto', currents: 'Corrientes', fewer: 'Menos corrientes', more: 'Más corrientes',
    perCurrent: 'Apuesta por corriente', totalBet: 'Apuesta total', totalMultiplier: 'Multiplicador total',
    boardLabel: 'Placa de circuito: riesgo {risk}, {currents} corrientes', boardLabelOne: 'Placa de circuito: riesgo {risk}, 1 corriente', arrivedAt: '{count} en {multiplier}',
    arrivedTotal: 'llegaron {list}; total {total}', flowing: 'corrientes en camino', arrivedCount: 'Llegaron {arrived} de {count}',
    tally: 'Corrientes por terminal', tallyEntry: 'Terminal {terminal}, {multiplier}: {count}', terminal: 'Terminal',
    freeBetOneCurrent: 'Una apuesta gratis envía una corriente.',
    currentReached: 'la corriente llegó al terminal {terminals} ({total}×)', currentsReached: 'las corrientes llegaron a los terminales {terminals} (total {total}×)',
    moreCurrents: '{n} más',
  },
} as const satisfies GameStrings<WireStringKey>;
