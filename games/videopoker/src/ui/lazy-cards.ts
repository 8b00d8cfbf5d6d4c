/** The kit's playing cards module: <rgs-card-hand>, <rgs-playing-card> and their text helpers. */
export type CardsModule = typeof import('@rgs/game-kit/ui/cards');

let loaded: CardsModule | null = null;
let loading: Promise<CardsModule> | null = null;

/** The kit's cards once they have arrived (they register <rgs-card-hand> and <rgs-playing-card>), else null. */
export function cardsNow(): CardsModule | null {
  return loaded;
}

/**
 * Fetches the kit's cards (they deal, flip and honour reduced motion), once; a failed fetch may be
 * tried again. Why not with the page: they weigh 7 KB gzipped, which would take the page over its
 * 45 KB budget, and nothing needs them before the first cards are on the table (a hand already in the
 * page upgrades when they come).
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
