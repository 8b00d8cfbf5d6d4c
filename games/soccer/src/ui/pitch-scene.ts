import { svg, type SVGTemplateResult } from 'lit';
import type { SoccerKick } from '../rules';
import { KEEPER_HOME, READY_POSE, SCENE, SPOT, kickPose, zoneCentre } from './kick-timeline';
import { ballArt, frameArt, keeperArt, sceneDefs, stadiumArt } from './pitch-art';

export { gloveArt } from './pitch-art';


const round = (n: number) => Math.round(n * 100) / 100;

/** The keeper's art is drawn 78 units tall; in the goal (110 tall) he stands a little taller. */
const KEEPER_SIZE = 1.15;

/**
 * The shoot-out as a picture (decorative: the zones over it and the words beside it tell the same),
 * `progress` (0 … 1) into `kick`, or ready for the first kick: the stadium, the net, the ripple of a
 * goal, the posts, the keeper and the ball, then the call ("Goal!", "Saved!" as `call` gives it) once
 * the ball arrives. A goal's ball is behind the posts' line, in the net; any other is in front of the keeper.
 */
export function renderScene(kick: SoccerKick | null, progress: number, call: (goal: boolean) => string): SVGTemplateResult {
  const pose = kick ? kickPose(kick, progress) : READY_POSE;
  const { ball, keeper, ripple } = pose;
  const inNet = pose.arrived && kick?.goal === true;
  // The ball's shadow stays on the spot and fades as the ball leaves it.
  const lifted = Math.min(1, Math.hypot(ball.x - SPOT.x, ball.y - SPOT.y) / 30);
  const ballMove = `translate(${round(ball.x)} ${round(ball.y)}) rotate(${round(ball.spin)}) scale(${round(ball.scale)})`;
  const ballAt = svg`<g class="ball" transform=${ballMove}>${ballArt}</g>`;
  const keeperMove = [
    `translate(${round(KEEPER_HOME.x + keeper.dx)} ${round(KEEPER_HOME.y + keeper.dy)})`,
    `rotate(${round(keeper.turn)})`,
    `scale(${round(keeper.sx * KEEPER_SIZE)} ${round(keeper.sy * KEEPER_SIZE)})`,
  ].join(' ');
  // Waiting for the first kick, the keeper sways (a CSS animation on his stance).
  const keeperAt = svg`<g class="keeper" transform=${keeperMove}><g class=${kick ? 'stance' : 'stance ready'}>${keeperArt}</g></g>`;
  const centre = kick ? zoneCentre(kick.zone) : null;
  return svg`<svg class="scene-art" viewBox="0 0 ${SCENE.width} ${SCENE.height}" aria-hidden="true" focusable="false">
    ${sceneDefs}${stadiumArt}
    ${ripple && centre
      ? svg`<circle class="ripple" cx=${centre.x} cy=${centre.y} r=${round(ripple.radius)} fill="none" stroke="#ffffff" stroke-width="3"
          opacity=${round(ripple.opacity)} />`
      : null}
    ${inNet ? ballAt : null}
    ${frameArt}
    <ellipse class="shadow" cx=${SPOT.x} cy=${SPOT.y + 9} rx="11" ry="3" fill="#000000" opacity=${round(0.35 * (1 - lifted))} />
    ${keeperAt}
    ${inNet ? null : ballAt}
    ${kick && pose.call.opacity > 0
      ? svg`<text class="call ${kick.goal ? 'goal' : 'saved'}" x="200" y="204" text-anchor="middle" dominant-baseline="middle"
          transform="translate(200 204) scale(${round(pose.call.scale)}) translate(-200 -204)" opacity=${round(pose.call.opacity)}>${call(kick.goal)}</text>`
      : null}
  </svg>`;
}
