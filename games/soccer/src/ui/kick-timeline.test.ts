import { describe, expect, it } from 'vitest';
import type { SoccerKick } from '../rules';
import { IMPACT, REACT, STRIKE, hasArrived } from './kick-moments';
import { KEEPER_HOME, MOUTH, READY, READY_POSE, SPOT, divePose, diveZone, kickPose, zoneCentre } from './kick-timeline';

const goal = (zone: number, keeper: number[]): SoccerKick => ({ zone, keeper, goal: true });
const saved = (zone: number, keeper: number[]): SoccerKick => ({ zone, keeper, goal: false });

describe('zoneCentre', () => {
  it('puts the zones 3 across and 2 high in the goal mouth, row by row', () => {
    const w = MOUTH.width / 3;
    const h = MOUTH.height / 2;
    expect(zoneCentre(0)).toEqual({ x: MOUTH.x + w / 2, y: MOUTH.y + h / 2 });
    expect(zoneCentre(2)).toEqual({ x: MOUTH.x + 2.5 * w, y: MOUTH.y + h / 2 });
    expect(zoneCentre(4)).toEqual({ x: MOUTH.x + 1.5 * w, y: MOUTH.y + 1.5 * h });
  });
});

describe('diveZone', () => {
  it('is the shot’s own zone on a save', () => {
    expect(diveZone(saved(3, [1, 3]))).toBe(3);
  });

  it('is the covered zone nearest the shot on a goal, the first drawn on a tie', () => {
    expect(diveZone(goal(0, [5, 1]))).toBe(1);
    expect(diveZone(goal(4, [0, 2]))).toBe(0);
    expect(diveZone(goal(4, [2, 0]))).toBe(2);
    expect(diveZone(goal(2, [3, 5, 4]))).toBe(5);
  });
});

describe('divePose', () => {
  it('throws the keeper to the side of the zone, higher for the top row, crouched for the bottom centre', () => {
    expect(divePose(0).dx).toBeLessThan(0);
    expect(divePose(0).turn).toBeLessThan(0);
    expect(divePose(5).dx).toBeGreaterThan(0);
    expect(divePose(5).turn).toBeGreaterThan(0);
    expect(divePose(0).dy).toBeLessThan(divePose(3).dy);
    expect(divePose(1)).toMatchObject({ dx: 0, turn: 0 });
    expect(divePose(1).dy).toBeLessThan(0);
    expect(divePose(4)).toMatchObject({ dx: 0, turn: 0 });
    expect(divePose(4).sy).toBeLessThan(1);
  });
});

describe('kickPose', () => {
  it('starts from the ready pose: the ball on the spot, the keeper in the middle', () => {
    const pose = kickPose(goal(2, [0, 3]), 0);
    expect(pose.ball).toEqual({ ...SPOT, scale: 1, spin: 0 });
    expect(pose.keeper).toEqual(READY);
    expect(pose.arrived).toBe(false);
    expect(pose.call.opacity).toBe(0);
    expect(READY_POSE.ball).toEqual(pose.ball);
  });

  it('holds still until the strike and the keeper until he reacts', () => {
    const pose = kickPose(goal(2, [0, 3]), STRIKE);
    expect(pose.ball).toEqual({ ...SPOT, scale: 1, spin: 0 });
    expect(kickPose(goal(2, [0, 3]), REACT).keeper).toEqual(READY);
    expect(kickPose(goal(2, [0, 3]), (STRIKE + IMPACT) / 2).ball.y).toBeLessThan(SPOT.y);
  });

  it('brings the ball to its zone and the keeper to his dive as the ball arrives', () => {
    const kick = saved(3, [3, 4]);
    const pose = kickPose(kick, IMPACT);
    expect(pose.arrived).toBe(true);
    expect(pose.ball).toMatchObject({ ...zoneCentre(3), scale: 0.6 });
    expect(pose.keeper).toEqual(divePose(3));
    expect(pose.ripple).toBeNull();
  });

  it('rests a goal in the net with a fading ripple, and a save in the keeper’s gloves', () => {
    const scored = kickPose(goal(2, [0, 3]), 0.85);
    expect(scored.ripple!.opacity).toBeGreaterThan(0);
    expect(scored.ripple!.opacity).toBeLessThan(1);
    expect(kickPose(goal(2, [0, 3]), 1)).toMatchObject({ ball: { ...zoneCentre(2), scale: 0.48 }, ripple: null, call: { scale: 1, opacity: 1 } });
    expect(kickPose(goal(2, [0, 3]), 1).keeper).toEqual(divePose(0));
    const held = kickPose(saved(0, [0, 3]), 1);
    expect(held.ball).toMatchObject({ x: zoneCentre(0).x, y: zoneCentre(0).y + 4, scale: 0.6 });
    expect(held.keeper).toEqual(divePose(0));
  });

  it('clamps progress to 0 … 1 and keeps every figure finite', () => {
    expect(kickPose(goal(1, [4]), -1)).toEqual(kickPose(goal(1, [4]), 0));
    expect(kickPose(goal(1, [4]), 2)).toEqual(kickPose(goal(1, [4]), 1));
    for (let p = 0; p <= 1; p += 0.05) {
      const { ball, keeper } = kickPose(saved(5, [5]), p);
      for (const n of [ball.x, ball.y, ball.scale, ball.spin, keeper.dx, keeper.dy, keeper.turn, keeper.sx, keeper.sy]) expect(Number.isFinite(n)).toBe(true);
    }
    expect(KEEPER_HOME.x).toBe(SPOT.x);
  });

  it('says the ball has arrived from the impact on', () => {
    expect(hasArrived(IMPACT - 0.001)).toBe(false);
    expect(hasArrived(IMPACT)).toBe(true);
    expect(hasArrived(1)).toBe(true);
  });
});
