import type { GameLanguage } from '@rgs/game-kit/ui';

/** What the board says while the player picks the tiles autobet reveals, in one language. */
export type PicksStrings = {
  /** Before any tile is picked. */
  readonly pickTiles: string;
  /** `{n}`: how many tiles are picked. */
  readonly tilesPicked: string;
  readonly clearPicks: string;
};

/** The autobet picks' words in every language the games speak (the element adds them to its strings). */
export const PICKS_STRINGS: Readonly<Record<GameLanguage, PicksStrings>> = {
  en: {
    pickTiles: 'Pick the tiles each round reveals on the board',
    tilesPicked: '{n} tiles picked: each round reveals them in order, then cashes out',
    clearPicks: 'Clear picks',
  },
  pt: {
    pickTiles: 'Escolha no tabuleiro as casas que cada rodada revela',
    tilesPicked: '{n} casas escolhidas: cada rodada as revela em ordem e depois retira',
    clearPicks: 'Limpar escolhas',
  },
  es: {
    pickTiles: 'Elige en el tablero las casillas que revela cada ronda',
    tilesPicked: '{n} casillas elegidas: cada ronda las revela en orden y luego retira',
    clearPicks: 'Borrar selección',
  },
};
