import type { ModalStrings } from './modal-strings';

/** English modal and rules words. */
export const en: ModalStrings = {
  close: 'Close',
  howToPlay: 'How to play',
  paytable: 'Paytable',
  rtp: 'Return to player (RTP)',
  maxWin: 'Maximum win',
  notes: 'Good to know',
};
