/** The kit's playing cards module: <rgs-playing-card> and its accessible names. */
export type CardsModule = typeof import('@rgs/game-kit/ui/cards');

let loaded: CardsModule | null = null;
let loading: Promise<CardsModule> | null = null;

/** The kit's cards once they have arrived (they register <rgs-playing-card>), else null. */
export function cardsNow(): CardsModule | null {
  return loaded;
}

/**
 * Fetches the kit's cards, once; a failed fetch may be tried again. Not with the page: they weigh
 * about 7 KB gzipped, which the 45 KB budget of the page cannot spare, and no card is on the table
 * before the first deal (the page asks for them as it starts, so they are there by then).
 */
export function loadCards(): Promise<CardsModule> {
  loading ??= import('@rgs/game-kit/ui/cards').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
