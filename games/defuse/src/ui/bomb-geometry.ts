// Where the bomb's parts sit, in SVG units of its 400 × 300 viewBox: the art, the wires and the
// buttons laid over them all read these, so a wire's button always covers its wire.

/** The bomb's viewBox. */
export const BOMB_VIEWBOX = '0 0 400 300';
const WIDTH = 400;
const HEIGHT = 300;

/** Where each wire leaves the timer: ten ports along its bottom edge. */
export const PORT_Y = 118;
/** Where each wire has fanned out to its own lane and runs straight down. */
export const LANE_TOP = 180;
/** Where the scissors cut. */
export const CUT_Y = 218;
/** Where each wire goes into its terminal. */
export const TERMINAL_Y = 241;
/** The centre of the terminals' screws and of the number plates under them. */
export const SCREW_Y = 250;
export const LABEL_Y = 270;
/** The lanes' width: each wire's button is this wide. */
export const LANE_WIDTH = 36;
/** The buttons cover each lane from here to the foot of the plate: the straight wire, its terminal and its number. */
const HIT_TOP = 150;
const HIT_BOTTOM = 296;

/** The x of wire `wire`'s port on the timer. */
export function portX(wire: number): number {
  return 146 + wire * 12;
}

/** The x of wire `wire`'s lane, terminal and number. */
export function laneX(wire: number): number {
  return 38 + wire * LANE_WIDTH;
}

/** The intact wire: down from its port, curving out to its lane, then straight to its terminal. */
export function wirePath(wire: number): string {
  const [px, lx] = [portX(wire), laneX(wire)];
  return `M${px} ${PORT_Y}C${px} 150 ${lx} 140 ${lx} ${LANE_TOP}L${lx} ${TERMINAL_Y}`;
}

/**
 * The two ends of a wire cut at CUT_Y, `gap` (0 … ~1.1) of the way sprung apart: the upper end pulls
 * up and curls right, the lower end drops and curls left. Returns both paths and where each end is.
 */
export function cutWirePaths(wire: number, gap: number): { upper: string; lower: string; upperEnd: [number, number]; lowerEnd: [number, number] } {
  const [px, lx] = [portX(wire), laneX(wire)];
  const open = 9 * gap;
  const upperEnd: [number, number] = [round(lx + 5 * gap), round(CUT_Y - 2 - open)];
  const lowerEnd: [number, number] = [round(lx - 5 * gap), round(CUT_Y + 2 + open * 0.7)];
  return {
    upper: `M${px} ${PORT_Y}C${px} 150 ${lx} 140 ${lx} ${LANE_TOP}L${lx} ${round(CUT_Y - 12)}Q${lx} ${upperEnd[1]} ${upperEnd[0]} ${upperEnd[1]}`,
    lower: `M${lowerEnd[0]} ${lowerEnd[1]}Q${lx} ${lowerEnd[1]} ${lx} ${round(CUT_Y + 12)}L${lx} ${TERMINAL_Y}`,
    upperEnd,
    lowerEnd,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Where wire `wire`'s button sits over the art, in percent of the bomb's box (left, top, width, height). */
export function hitBox(wire: number): { left: number; top: number; width: number; height: number } {
  const percent = (value: number, of: number) => round((value / of) * 100);
  return {
    left: percent(laneX(wire) - LANE_WIDTH / 2, WIDTH),
    top: percent(HIT_TOP, HEIGHT),
    width: percent(LANE_WIDTH, WIDTH),
    height: percent(HIT_BOTTOM - HIT_TOP, HEIGHT),
  };
}
