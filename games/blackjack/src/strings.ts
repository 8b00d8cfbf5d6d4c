import type { GameLanguage } from '@rgs/game-kit/ui';

/** Blackjack's own strings (the kit's come with the shell): a type alias, so the table is a plain string record. */
export type BlackjackStrings = {
  readonly hit: string;
  readonly stand: string;
  readonly doubleDown: string;
  readonly split: string;
  readonly insurance: string;
  readonly takeInsurance: string;
  readonly noInsurance: string;
  readonly dealer: string;
  readonly hand: string;
  readonly perfectPairs: string;
  readonly twentyOnePlusThree: string;
  readonly push: string;
  readonly blackjack: string;
  readonly bust: string;
};

/** Blackjack's strings in every language the games speak. */
export const BLACKJACK_STRINGS: Readonly<Record<GameLanguage, BlackjackStrings>> = {
  en: {
    hit: 'Hit', stand: 'Stand', doubleDown: 'Double', split: 'Split', insurance: 'Insurance', takeInsurance: 'Take insurance',
    noInsurance: 'No insurance', dealer: 'Dealer', hand: 'Hand', perfectPairs: 'Perfect Pairs', twentyOnePlusThree: '21+3',
    push: 'Push', blackjack: 'Blackjack', bust: 'Bust',
  },
  pt: {
    hit: 'Pedir', stand: 'Parar', doubleDown: 'Dobrar', split: 'Dividir', insurance: 'Seguro', takeInsurance: 'Fazer seguro',
    noInsurance: 'Sem seguro', dealer: 'Banca', hand: 'Mão', perfectPairs: 'Pares Perfeitos', twentyOnePlusThree: '21+3',
    push: 'Empate', blackjack: 'Blackjack', bust: 'Estourou',
  },
  es: {
    hit: 'Pedir', stand: 'Plantarse', doubleDown: 'Doblar', split: 'Dividir', insurance: 'Seguro', takeInsurance: 'Tomar seguro',
    noInsurance: 'Sin seguro', dealer: 'Crupier', hand: 'Mano', perfectPairs: 'Parejas Perfectas', twentyOnePlusThree: '21+3',
    push: 'Empate', blackjack: 'Blackjack', bust: 'Se pasó',
  },
};
