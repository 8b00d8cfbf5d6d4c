import type { GameLanguage } from '@rgs/game-kit/ui';

/**
 * The fairness panel's words for an outcome ("live wires 9, 6, 7, defused (5.9399×)"): loaded with
 * the rules (game.ts) for verification, not with the board, which never says it this way.
 */
export const OUTCOME_WORDS: Readonly<Record<GameLanguage, { liveOne: string; liveMany: string; defused: string; blew: string }>> = {
  en: { liveOne: 'live wire {wires}', liveMany: 'live wires {wires}', defused: 'defused ({multiplier})', blew: 'blew at wire {wire}' },
  pt: { liveOne: 'fio vivo {wires}', liveMany: 'fios vivos {wires}', defused: 'desarmada ({multiplier})', blew: 'explodiu no fio {wire}' },
  es: { liveOne: 'cable activo {wires}', liveMany: 'cables activos {wires}', defused: 'desactivada ({multiplier})', blew: 'explotó en el cable {wire}' },
};
