import type { ModalStrings } from './modal-strings';

/** Portuguese (Brazil) modal and rules words. */
export const pt: ModalStrings = {
  close: 'Fechar',
  howToPlay: 'Como jogar',
  paytable: 'Tabela de pagamentos',
  rtp: 'Retorno ao jogador (RTP)',
  maxWin: 'Ganho máximo',
  notes: 'Bom saber',
};
