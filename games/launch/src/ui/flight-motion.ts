/** How long one stage burns on the board before fast mode or reduced motion shorten it. */
export const STAGE_MS = 600;

/** The arrival (flag and flash) or the explosion after the last stage played. */
export const FINALE_MS = 500;

/** How long a spent stage takes to fall out of sight. */
const DROP_MS = 900;

/** A flight to show: the destination's stages and how many fired (the rules' result). */
export interface FlightPlan {
  readonly stages: number;
  readonly fired: number;
}

/** The stages the board plays: those that fired, and the one that failed. */
export function stagesPlayed(plan: FlightPlan): number {
  return Math.min(plan.fired + 1, plan.stages);
}

/** The flight's length on the board at normal speed. */
export function flightMs(plan: FlightPlan): number {
  return stagesPlayed(plan) * STAGE_MS + FINALE_MS;
}

/** A spent stage on its way down: which, its altitude (levels), how far it has turned and faded. */
export interface FallingStage {
  readonly stage: number;
  readonly altitude: number;
  readonly turn: number;
  readonly fade: number;
}

/** Everything the board draws at one moment of a flight. Altitudes are in levels: destination k sits at level k. */
export interface FlightFrame {
  /** The altitude of the rocket's original base (stage 1's bottom). */
  readonly altitude: number;
  /** The lowest stage still attached (1 … stages): the one burning, or the last on arrival. */
  readonly lowest: number;
  /** The flame under the lowest stage, 0 (out) … 1 (full burn). */
  readonly flame: number;
  /** The rocket's tilt in degrees (a failing stage tumbles it). */
  readonly tilt: number;
  /** Stages falling away. */
  readonly falling: readonly FallingStage[];
  /** The explosion, 0 … 1; null when nothing explodes. */
  readonly explosion: number | null;
  /** The arrival's flag and flash, 0 … 1; null before arriving or when the flight fails. */
  readonly arrival: number | null;
}

/** The frame of a rocket standing on the pad. */
export function padFrame(): FlightFrame {
  return { altitude: 0, lowest: 1, flame: 0, tilt: 0, falling: [], explosion: null, arrival: null };
}

/** Slow off the pad, then steady: a stage's climb, 0 … 1 over its burn. */
function climb(s: number): number {
  return 0.3 * s * s * (3 - 2 * s) + 0.7 * s;
}

/** A flame that flickers: 0.8 … 1 from the time, the same at the same moment. */
function flicker(t: number): number {
  return 0.9 + 0.06 * Math.sin(t / 23) + 0.04 * Math.sin(t / 7.3);
}

/**
 * The frame `t` ms into a flight at normal speed (the caller scales fast mode's time to it; t ≥ the
 * flight's length is the end frame). Stage k burns from (k − 1)·STAGE_MS to k·STAGE_MS, climbing a
 * level, and falls away as it burns out (the last stage stays with the capsule). A failing stage
 * sputters: it climbs a little, its flame dies, the rocket tips over and explodes in the finale.
 */
export function flightAt(plan: FlightPlan, t: number): FlightFrame {
  const played = stagesPlayed(plan);
  const won = plan.fired >= plan.stages;
  const burnEnd = played * STAGE_MS;
  const time = Math.max(0, Math.min(t, burnEnd + FINALE_MS));
  const falling: FallingStage[] = [];
  // Stages that fired (and are not the last) fall from where they burnt out, for DROP_MS.
  for (let stage = 1; stage <= Math.min(plan.fired, plan.stages - 1); stage++) {
    const since = time - stage * STAGE_MS;
    if (since < 0 || since >= DROP_MS) continue;
    const u = since / 1000;
    falling.push({ stage, altitude: stage - 1.6 * u * u - 0.15 * u, turn: 40 * u, fade: since / DROP_MS });
  }
  if (time < burnEnd) {
    const slot = Math.floor(time / STAGE_MS);
    const s = (time - slot * STAGE_MS) / STAGE_MS;
    if (slot < plan.fired) {
      return { altitude: slot + climb(s), lowest: slot + 1, flame: flicker(time), tilt: 0, falling, explosion: null, arrival: null };
    }
    // The failing stage: a short climb, a sputtering flame that dies, then the rocket tips over.
    const rise = 0.22 * s * (2 - s);
    const sputter = s < 0.5 ? (Math.sin(time / 17) > -0.2 ? 0.75 - s : 0.1) : Math.max(0, 0.25 - (s - 0.5));
    const tilt = s < 0.4 ? 3 * Math.sin(time / 30) : 75 * ((s - 0.4) / 0.6) ** 2;
    return { altitude: slot + rise, lowest: slot + 1, flame: sputter, tilt, falling, explosion: null, arrival: null };
  }
  const e = (time - burnEnd) / FINALE_MS;
  if (won) {
    return { altitude: plan.stages, lowest: plan.stages, flame: e < 1 ? 0.5 * (1 - e) : 0, tilt: 0, falling, explosion: null, arrival: e };
  }
  return { altitude: plan.fired + 0.22 - 0.08 * e * e, lowest: plan.fired + 1, flame: 0, tilt: 75 + 30 * e, falling, explosion: e, arrival: null };
}

/** The camera's altitude for a rocket at `altitude`: on the pad at first, then keeping the rocket in the lower part of the view. */
export function cameraAt(altitude: number): number {
  return Math.max(0, altitude - 0.55);
}
