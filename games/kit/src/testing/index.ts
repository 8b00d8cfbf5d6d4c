// Test utilities for games and the kit (never imported by a bundle): `@rgs/game-kit/testing`.
export { ManualFrameClock } from './manual-frame-clock';
export { TestControllerHost } from './test-controller-host';
export { freeBetsSection, mountGame, openAutobet, quietBridge, skipPauses, startAutobet } from './game-element';
export { testPlaySource, testSession } from './test-play-source';
export { NBSP, describePlayerRulesContract, inEachLanguage, type PlayerRulesShape } from './player-rules-checks';
export { randomSeeds } from './random-seeds';
export { stubReducedMotion } from './reduced-motion';
