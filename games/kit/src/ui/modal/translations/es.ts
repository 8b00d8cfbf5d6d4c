import type { ModalStrings } from './modal-strings';

/** Neutral Spanish modal and rules words. */
export const es: ModalStrings = {
  close: 'Cerrar',
  howToPlay: 'Cómo jugar',
  paytable: 'Tabla de pagos',
  rtp: 'Retorno al jugador (RTP)',
  maxWin: 'Ganancia máxima',
  notes: 'Para tener en cuenta',
};
