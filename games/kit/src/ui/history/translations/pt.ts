import type { HistoryStrings } from './history-strings';

/** The bet history in Brazilian Portuguese. */
export const pt: HistoryStrings = {
  title: 'Minhas apostas',
  empty: 'Nenhuma aposta ainda.',
  loading: 'Carregando…',
  loadMore: 'Carregar mais',
  retry: 'Tentar de novo',
  failed: 'Não foi possível carregar suas apostas.',
  time: 'Hora',
  bet: 'Aposta',
  multiplier: 'Multiplicador',
  payout: 'Pagamento',
  results: { won: 'Ganhou', lost: 'Perdeu', even: 'Aposta devolvida', partial: 'Parte devolvida', open: 'Em andamento', void: 'Anulada' },
  details: 'Detalhes da rodada',
  roundId: 'Id da rodada',
  params: 'Configuração da aposta',
  noParams: 'nenhuma',
  yes: 'sim',
  no: 'não',
  outcome: 'Resultado',
  outcomeHidden: 'Aparece quando a rodada terminar.',
  fairness: 'Justiça',
  recent: 'Resultados recentes',
};
