import type { AutobetStrings } from './autobet-strings';

/** Portuguese (Brazil) autobet words. */
export const pt: AutobetStrings = {
  title: 'Aposta automática',
  count: 'Número de apostas',
  unlimited: 'Sem limite',
  onWin: 'Ao ganhar',
  onLoss: 'Ao perder',
  reset: 'Voltar à aposta inicial',
  increase: 'Aumentar em',
  percent: 'por cento',
  stopOnProfit: 'Parar com lucro de',
  stopOnLoss: 'Parar com perda de',
  optional: 'opcional',
  start: 'Iniciar aposta automática',
  stop: 'Parar aposta automática',
  stopping: 'Parando…',
  played: (played, count) => (count === null ? `Apostas feitas: ${played}` : `Apostas feitas: ${played} de ${count}`),
  profit: 'Lucro',
  errors: {
    count: (max) => `Digite um número inteiro de 1 a ${max}.`,
    percent: (max) => `Digite uma porcentagem maior que 0, até ${max}.`,
    amount: 'Digite um valor maior que 0 ou deixe em branco.',
  },
  stopped: {
    count: 'Aposta automática concluída: todas as apostas foram feitas.',
    profit: 'Aposta automática parada: meta de lucro atingida.',
    loss: 'Aposta automática parada: limite de perda atingido.',
    error: 'Aposta automática parada: não foi possível fazer uma aposta.',
    hidden: 'Aposta automática parada: o jogo ficou oculto.',
    auth_required: 'Aposta automática parada: entre novamente para continuar jogando.',
    user: 'Aposta automática parada.',
    disconnected: 'Aposta automática parada.',
  },
};
