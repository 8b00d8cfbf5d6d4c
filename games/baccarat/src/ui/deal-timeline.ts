/** The two hands, in the order the table shows them. */
export type Side = 'player' | 'banker';

/** Milliseconds between two cards leaving the shoe, at normal speed. */
export const CARD_MS = 450;
/** The extra wait before a third card: the totals of the first four are read first. */
export const THIRD_CARD_PAUSE_MS = 250;
/**
 * From a card leaving the shoe to its face being up: the kit's card slides in for 420 ms and turns
 * over from 220 ms for 460 ms (playing-card.styles.ts), 680 ms in all; its value counts once it shows.
 */
export const REVEAL_MS = 680;
/** A breath after the last card shows, before the verdict. */
const SETTLE_MS = 120;

/** One card of the deal: whose it is, its place in that hand, and when it leaves the shoe (ms from the start, normal speed). */
export interface DealStep {
  readonly side: Side;
  readonly slot: number;
  readonly at: number;
}

/**
 * When each card of a coup is dealt: Player, Banker, Player, Banker every CARD_MS, then after a pause
 * the Player's third card and the Banker's (whichever are drawn), one CARD_MS apart.
 */
export function dealSteps(playerCards: number, bankerCards: number): DealStep[] {
  const steps: DealStep[] = [
    { side: 'player', slot: 0, at: 0 },
    { side: 'banker', slot: 0, at: CARD_MS },
    { side: 'player', slot: 1, at: 2 * CARD_MS },
    { side: 'banker', slot: 1, at: 3 * CARD_MS },
  ];
  let next = 4 * CARD_MS + THIRD_CARD_PAUSE_MS;
  if (playerCards > 2) {
    steps.push({ side: 'player', slot: 2, at: next });
    next += CARD_MS;
  }
  if (bankerCards > 2) steps.push({ side: 'banker', slot: 2, at: next });
  return steps;
}

/** How long a deal takes at normal speed: until its last card shows, and a breath. */
export function dealDuration(steps: readonly DealStep[]): number {
  return Math.max(...steps.map((step) => step.at)) + REVEAL_MS + SETTLE_MS;
}

/** How far a deal has come at `time` (ms, normal speed): per hand, the cards on the table and the cards face up. */
export interface DealProgress {
  readonly dealt: Readonly<Record<Side, number>>;
  readonly shown: Readonly<Record<Side, number>>;
}

/** The cards dealt and shown at `time` ms into the deal (Infinity: all of them). */
export function dealProgress(steps: readonly DealStep[], time: number): DealProgress {
  const count = (side: Side, delay: number) => steps.filter((step) => step.side === side && step.at + delay <= time).length;
  return {
    dealt: { player: count('player', 0), banker: count('banker', 0) },
    shown: { player: count('player', REVEAL_MS), banker: count('banker', REVEAL_MS) },
  };
}
