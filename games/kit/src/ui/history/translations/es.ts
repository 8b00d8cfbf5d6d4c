import type { HistoryStrings } from './history-strings';

/** The bet history in neutral Spanish. */
export const es: HistoryStrings = {
  title: 'Mis apuestas',
  empty: 'Aún no hay apuestas.',
  loading: 'Cargando…',
  loadMore: 'Cargar más',
  retry: 'Reintentar',
  failed: 'No se pudieron cargar tus apuestas.',
  time: 'Hora',
  bet: 'Apuesta',
  multiplier: 'Multiplicador',
  payout: 'Pago',
  results: { won: 'Ganó', lost: 'Perdió', even: 'Apuesta devuelta', partial: 'Parte devuelta', open: 'En juego', void: 'Anulada' },
  details: 'Detalles de la ronda',
  roundId: 'Id de la ronda',
  params: 'Configuración de la apuesta',
  noParams: 'ninguna',
  yes: 'sí',
  no: 'no',
  outcome: 'Resultado',
  outcomeHidden: 'Se muestra cuando la ronda termine.',
  fairness: 'Equidad',
  recent: 'Resultados recientes',
};
