/** One wire's slot in the cutting sequence, before fast mode or reduced motion shorten it. */
export const CUT_MS = 350;
/** When, inside its slot, the scissors close on the wire. */
export const SNIP_MS = 140;
/** How long the wire's ends take to spring apart after the snip. */
const SPRING_MS = 210;
/** The defused ending: the LED turns green and the word comes up. */
export const DEFUSED_MS = 600;
/** The explosion: the flash, the cloud and the flying debris, from the snip of the live wire. */
export const BLAST_MS = 900;
/** The countdown shows 10.00 s before the first cut and runs while the wires are cut. */
export const TIMER_START = 10;

/** What the board plays: the wires in cutting order and the live one that blew (null: defused). */
export interface CutPlan {
  readonly cut: readonly number[];
  readonly blewAt: number | null;
}

/** How many wires are really cut: all of them, or up to and including the live one. */
export function cutsMade(plan: CutPlan): number {
  return plan.blewAt === null ? plan.cut.length : plan.cut.indexOf(plan.blewAt) + 1;
}

/** When the ending starts: after the last wire's slot when defused, at the live wire's snip when it blows. */
export function endingAt(plan: CutPlan): number {
  const cuts = cutsMade(plan);
  return plan.blewAt === null ? cuts * CUT_MS : (cuts - 1) * CUT_MS + SNIP_MS;
}

/** The whole sequence's length in design milliseconds (the game passes it through `motion()`). */
export function planMs(plan: CutPlan): number {
  return endingAt(plan) + (plan.blewAt === null ? DEFUSED_MS : BLAST_MS);
}

/** One cut wire at a moment: how open its scissors are (null: none shown) and how far its ends have sprung apart. */
export interface WireFrame {
  readonly wire: number;
  /** 1 wide open … 0 closed on the wire; null once they have cut (or for a wire never reached). */
  readonly scissors: number | null;
  /** 0 intact … 1 apart, overshooting a little on the way (a spring). */
  readonly gap: number;
  /** Whether the snip has happened. */
  readonly snipped: boolean;
}

/** The board at a moment of the sequence. */
export interface CutFrame {
  readonly wires: readonly WireFrame[];
  /** Seconds on the countdown. */
  readonly timer: number;
  /** How far the ending has played, 0 … 1 (0 while the wires are still being cut). */
  readonly ending: number;
  /** Whether the ending has begun: the LED is green (defused) or the bomb has gone off. */
  readonly ended: boolean;
}

/** Ease-out-back: from 0 to 1, passing 1 by a tenth on the way, as a cut wire springs apart. */
function spring(p: number): number {
  const c = 1.6;
  const q = p - 1;
  return 1 + (c + 1) * q ** 3 + c * q ** 2;
}

/**
 * The board `t` design milliseconds into the sequence (Infinity: landed). The scissors of each wire
 * close over the first SNIP_MS of its slot, the wire's ends then spring apart; the countdown runs from
 * 10 s down to `stopAt` s at the last snip of a defuse, to 0 at the snip of a live wire.
 */
export function cutFrame(plan: CutPlan, t: number, stopAt: number): CutFrame {
  const cuts = cutsMade(plan);
  const ending = endingAt(plan);
  const wires = plan.cut.map((wire, i): WireFrame => {
    if (i >= cuts) return { wire, scissors: 1, gap: 0, snipped: false };
    const local = t - i * CUT_MS;
    if (local < SNIP_MS) return { wire, scissors: local <= 0 ? 1 : 1 - local / SNIP_MS, gap: 0, snipped: false };
    const sprung = Math.min(1, (local - SNIP_MS) / SPRING_MS);
    return { wire, scissors: null, gap: spring(sprung), snipped: true };
  });
  // The countdown ends at the last snip: `stopAt` when defused, 0 when the live wire is cut.
  const lastSnip = (cuts - 1) * CUT_MS + SNIP_MS;
  const end = plan.blewAt === null ? stopAt : 0;
  const timer = t >= lastSnip ? end : TIMER_START - (TIMER_START - end) * (Math.max(0, t) / lastSnip);
  const length = plan.blewAt === null ? DEFUSED_MS : BLAST_MS;
  return { wires, timer, ending: t <= ending ? 0 : Math.min(1, (t - ending) / length), ended: t >= ending };
}

/** How far (SVG units, sideways) the bomb jolts `ending` (0 … 1) into a blast: a quick shudder dying out by 0.3. */
export function shakeAt(ending: number): number {
  if (ending <= 0 || ending >= 0.3) return 0;
  return Math.round(Math.sin(ending * 90) * 4 * (1 - ending / 0.3) * 100) / 100;
}

/**
 * Where a defuse stops the countdown, 1.00 … 2.99 s, from the round's id: the same round always
 * stops at the same time (display only, like a wheel's resting place).
 */
export function stopTime(roundId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < roundId.length; i++) hash = Math.imul(hash ^ roundId.charCodeAt(i), 16777619);
  return 1 + ((hash >>> 0) % 200) / 100;
}

/** The countdown as the LED shows it: four digits with the point after the second ("09.87", "10.00"). */
export function timerDigits(seconds: number): string {
  const hundredths = Math.max(0, Math.min(9999, Math.floor(seconds * 100 + 1e-9)));
  return String(hundredths).padStart(4, '0');
}
