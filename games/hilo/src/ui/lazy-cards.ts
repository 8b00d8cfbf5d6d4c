/** The kit's playing cards (<rgs-playing-card>, card names) with the pieces of the board that draw a round's run. */
export type CardsModule = typeof import('./run-pieces');

let loaded: CardsModule | null = null;
let loading: Promise<CardsModule> | null = null;

/** The kit's cards once they have arrived (they register <rgs-playing-card>), else null. */
export function cardsNow(): CardsModule | null {
  return loaded;
}

/**
 * Fetches the kit's cards (they deal, flip and honour reduced motion) and the run's pieces, once; a
 * failed fetch may be tried again. Why not with the page: they weigh 9 KB gzipped, which would take
 * the page over its 45 KB budget, and they arrive (fetched as the element connects) long before a
 * bet can be placed; a card already in the page upgrades when they come.
 */
export function loadCards(): Promise<CardsModule> {
  loading ??= import('./run-pieces').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
