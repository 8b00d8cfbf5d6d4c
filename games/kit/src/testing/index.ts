// Test utilities for games and the kit (never imported by a bundle): `@rgs/game-kit/testing`.
export { ManualFrameClock } from './manual-frame-clock';
