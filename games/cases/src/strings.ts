import type { GameStrings } from '@rgs/game-kit';

/** Every key cases adds to the kit's strings; `{name}` marks a value the page fills in. */
type CasesStringKey =
  | 'board' | 'caseLabel' | 'closed' | 'yours' | 'openedValue' | 'yoursValue' | 'unopenedValue'
  | 'offer' | 'offerValue' | 'noOffer' | 'nextOffer' | 'yourCasePays' | 'or' | 'rises' | 'yourCase' | 'values' | 'valueOpened'
  | 'pickHint' | 'openHint' | 'zeroHint' | 'dealWon' | 'heldWon' | 'heldNothing' | 'openRandom'
  | 'autoOpen' | 'autoAll' | 'autoNote' | 'autoNoteAll' | 'outcome';

/** The player's cases strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const casesStrings = {
  en: {
    board: 'Cases', caseLabel: 'Case {n}, {state}', closed: 'closed', yours: 'your case',
    openedValue: '{value}, opened', yoursValue: '{value}, your case', unopenedValue: '{value}, not opened',
    offer: 'Banker’s offer', offerValue: '{multiplier} · {amount}', noOffer: 'after 1 case', nextOffer: 'Next offer', yourCasePays: 'Your case pays', or: 'or', rises: 'Offer rises',
    yourCase: 'Your case {n}', values: 'Values in play', valueOpened: '{value}, opened',
    pickHint: 'Pick your case, then bet', openHint: 'Open a case: small values raise the offer', zeroHint: 'Every closed case holds 0×: open the last one',
    dealWon: 'Deal! You won {amount}; your case held {value}', heldWon: 'Your case held {value}: you won {amount}', heldNothing: 'Your case held 0×: no win',
    openRandom: 'Open random case', autoOpen: 'Cases to open', autoAll: 'All (keep my case)',
    autoNote: 'Each round opens {n} cases, then takes the offer', autoNoteAll: 'Each round opens every case and pays yours',
    outcome: 'your case {n} held {value}; cases 1–12: {values}',
  },
  pt: {
    board: 'Maletas', caseLabel: 'Maleta {n}, {state}', closed: 'fechada', yours: 'sua maleta',
    openedValue: '{value}, aberta', yoursValue: '{value}, sua maleta', unopenedValue: '{value}, não aberta',
    offer: 'Oferta da banca', offerValue: '{multiplier} · {amount}', noOffer: 'após 1 maleta', nextOffer: 'Próxima oferta', yourCasePays: 'Sua maleta paga', or: 'ou', rises: 'Oferta sobe',
    yourCase: 'Sua maleta {n}', values: 'Valores em jogo', valueOpened: '{value}, aberta',
    pickHint: 'Escolha sua maleta e aposte', openHint: 'Abra uma maleta: valores baixos aumentam a oferta', zeroHint: 'Todas as maletas fechadas têm 0×: abra a última',
    dealWon: 'Negócio fechado! Você ganhou {amount}; sua maleta tinha {value}', heldWon: 'Sua maleta tinha {value}: você ganhou {amount}', heldNothing: 'Sua maleta tinha 0×: sem prêmio',
    openRandom: 'Abrir maleta aleatória', autoOpen: 'Maletas a abrir', autoAll: 'Todas (fico com a minha)',
    autoNote: 'Cada rodada abre {n} maletas e aceita a oferta', autoNoteAll: 'Cada rodada abre todas as maletas e paga a sua',
    outcome: 'sua maleta {n} tinha {value}; maletas 1–12: {values}',
  },
  es: {
    board: 'Maletines', caseLabel: 'Maletín {n}, {state}', closed: 'cerrado', yours: 'tu maletín',
    openedValue: '{value}, abierto', yoursValue: '{value}, tu maletín', unopenedValue: '{value}, sin abrir',
    offer: 'Oferta de la banca', offerValue: '{multiplier} · {amount}', noOffer: 'tras 1 maletín', nextOffer: 'Próxima oferta', yourCasePays: 'Tu maletín paga', or: 'o', rises: 'La oferta sube',
    yourCase: 'Tu maletín {n}', values: 'Valores en juego', valueOpened: '{value}, abierto',
    pickHint: 'Elige tu maletín y apuesta', openHint: 'Abre un maletín: los valores bajos suben la oferta', zeroHint: 'Todos los maletines cerrados tienen 0×: abre el último',
    dealWon: '¡Trato hecho! Ganaste {amount}; tu maletín tenía {value}', heldWon: 'Tu maletín tenía {value}: ganaste {amount}', heldNothing: 'Tu maletín tenía 0×: sin premio',
    openRandom: 'Abrir maletín al azar', autoOpen: 'Maletines a abrir', autoAll: 'Todos (me quedo el mío)',
    autoNote: 'Cada ronda abre {n} maletines y acepta la oferta', autoNoteAll: 'Cada ronda abre todos los maletines y paga el tuyo',
    outcome: 'tu maletín {n} tenía {value}; maletines 1–12: {values}',
  },
} as const satisfies GameStrings<CasesStringKey>;
