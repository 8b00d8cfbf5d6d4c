import type { AutobetStrings } from './autobet-strings';

/** Neutral Spanish autobet words. */
export const es: AutobetStrings = {
  title: 'Apuesta automática',
  count: 'Número de apuestas',
  unlimited: 'Sin límite',
  onWin: 'Al ganar',
  onLoss: 'Al perder',
  reset: 'Volver a la apuesta inicial',
  increase: 'Aumentar un',
  percent: 'por ciento',
  stopOnProfit: 'Detener con ganancia de',
  stopOnLoss: 'Detener con pérdida de',
  optional: 'opcional',
  start: 'Iniciar apuesta automática',
  stop: 'Detener apuesta automática',
  stopping: 'Deteniendo…',
  played: (played, count) => (count === null ? `Apuestas realizadas: ${played}` : `Apuestas realizadas: ${played} de ${count}`),
  profit: 'Ganancia',
  errors: {
    count: (max) => `Ingresa un número entero del 1 al ${max}.`,
    percent: (max) => `Ingresa un porcentaje mayor que 0, hasta ${max}.`,
    amount: 'Ingresa un monto mayor que 0 o déjalo vacío.',
  },
  stopped: {
    count: 'Apuesta automática terminada: se realizaron todas las apuestas.',
    profit: 'Apuesta automática detenida: se alcanzó la meta de ganancia.',
    loss: 'Apuesta automática detenida: se alcanzó el límite de pérdida.',
    error: 'Apuesta automática detenida: no se pudo realizar una apuesta.',
    hidden: 'Apuesta automática detenida: el juego quedó oculto.',
    auth_required: 'Apuesta automática detenida: inicia sesión de nuevo para seguir jugando.',
    user: 'Apuesta automática detenida.',
    disconnected: 'Apuesta automática detenida.',
  },
};
