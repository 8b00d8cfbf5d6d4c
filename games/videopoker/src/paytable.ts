// Jacks or Better's hands and what each pays: plain data, what the page shows and the rules pay.

/** The paying hands, lowest first, after `nothing`. The index of a name is its category. */
export const HAND_NAMES = [
  'nothing',
  'jacksOrBetter',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;

/** A hand's name. */
export type HandName = (typeof HAND_NAMES)[number];

/**
 * 9/6 Jacks or Better, "full pay": what each hand returns per 1 staked (the stake included, so Jacks
 * or Better gives the stake back), indexed by category.
 */
export const PAYS: readonly number[] = [0, 1, 2, 3, 4, 6, 9, 25, 50, 800];

/** The paying hands, best first, as the paytables list them. */
export const PAYING_HANDS: readonly HandName[] = HAND_NAMES.filter((name) => name !== 'nothing').reverse();

/** The paytable by name, as the rules and the page show it. */
export const PAYTABLE: Readonly<Record<HandName, number>> = Object.fromEntries(HAND_NAMES.map((name, i) => [name, PAYS[i]!])) as Record<HandName, number>;

/** The best a round can pay: a royal flush, 800 × the stake. */
export const MAX_PAY = 800;

