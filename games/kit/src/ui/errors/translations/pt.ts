import type { ErrorStrings } from './error-strings';

const RELOAD = 'Recarregue o jogo.';
const WAIT = 'Aguarde um momento e tente de novo.';
const REOPEN = 'Abra o jogo novamente pelo cassino.';
const SUPPORT = 'Fale com o suporte do cassino.';
const BALANCE = 'Jogue com o seu saldo.';

/** Portuguese (Brazil) error messages. */
export const pt: ErrorStrings = {
  codes: {
    VALIDATION_FAILED: { title: 'O jogo não pôde aceitar esse pedido', action: 'Confira sua aposta e suas escolhas e tente de novo.' },
    INVALID_AMOUNT: { title: 'Esse valor de aposta não é válido', action: 'Digite um valor válido, com menos casas decimais.' },
    UNKNOWN_GAME: { title: 'Este jogo não está disponível', action: 'Volte ao cassino e escolha outro jogo.' },
    BET_LIMIT: { title: 'Sua aposta está fora dos limites deste jogo', action: 'Ajuste sua aposta aos limites do jogo.' },
    INSUFFICIENT_FUNDS: { title: 'Saldo insuficiente para esta aposta', action: 'Diminua sua aposta ou recarregue seu saldo.' },
    WALLET_REJECTED: { title: 'Sua conta no cassino não aceitou esta aposta', action: 'Nada foi cobrado. Verifique sua conta no cassino e tente de novo.' },
    WALLET_UNAVAILABLE: { title: 'A carteira do cassino não está respondendo', action: WAIT },
    ROUND_NOT_FOUND: { title: 'Esta rodada não foi encontrada', action: RELOAD },
    ROUND_NOT_OPEN: { title: 'Esta rodada já terminou', action: 'Recarregue o jogo para ver o resultado mais recente.' },
    ROUND_CONFLICT: { title: 'Esta rodada mudou desde que você a viu (outra jogada ou outra janela)', action: 'Recarregue o jogo para vê-la como está agora.' },
    ACTIVE_ROUND_EXISTS: { title: 'Você já tem uma rodada em andamento', action: 'Recarregue o jogo para terminá-la.' },
    INVALID_ACTION: { title: 'Essa jogada não é possível agora', action: 'Escolha outra jogada.' },
    ALREADY_REVEALED: { title: 'Essa escolha já foi jogada', action: 'Escolha outra.' },
    CASHOUT_NOT_ALLOWED: { title: 'Você ainda não pode retirar', action: 'Faça pelo menos uma jogada antes.' },
    INVALID_CLIENT_SEED: { title: 'Essa semente do cliente não é válida', action: 'Use de 1 a 64 letras, números ou símbolos.' },
    NO_FREE_BETS: { title: 'Você não tem mais apostas grátis para este jogo', action: BALANCE },
    FREE_BETS_NOT_SUPPORTED: { title: 'Este jogo não oferece apostas grátis', action: BALANCE },
    FREE_BET_ONE_STAKE: { title: 'Uma aposta grátis joga exatamente uma aposta', action: 'Tire as apostas paralelas ou as bolas extras e jogue.' },
    FREE_BET_NO_EXTRA_WAGER: { title: 'Essa jogada pede outra aposta, e uma rodada grátis não aceita nenhuma', action: 'Escolha outra jogada.' },
    INVALID_IDEMPOTENCY_KEY: { title: 'O jogo enviou um pedido inválido', action: RELOAD },
    IDEMPOTENCY_KEY_REUSED: { title: 'Esta aposta já foi enviada com outros dados', action: 'Recarregue o jogo para ver sua última aposta.' },
    UNSUPPORTED_CURRENCY: { title: 'Sua moeda não é aceita neste jogo', action: SUPPORT },
    USER_NOT_RECOGNIZED: { title: 'O cassino não reconheceu sua conta', action: REOPEN },
    UNAUTHORIZED: { title: 'Este jogo não está configurado para o seu cassino', action: SUPPORT },
    UNAUTHENTICATED: { title: 'Sua sessão terminou', action: REOPEN },
    RATE_LIMITED: { title: 'Muitos pedidos ao mesmo tempo', action: WAIT },
    NOT_FOUND: { title: 'Algo de que o jogo precisa não foi encontrado', action: RELOAD },
    PAYLOAD_TOO_LARGE: { title: 'O jogo enviou mais dados do que o permitido', action: RELOAD },
    UNSUPPORTED_MEDIA_TYPE: { title: 'O jogo enviou um pedido em formato errado', action: RELOAD },
  },
  session: {
    missing: { title: 'Você não está conectado', action: 'Entre no cassino para jogar.' },
    expired: { title: 'Sua sessão expirou', action: REOPEN },
    rejected: { title: 'Sua sessão não é válida', action: REOPEN },
  },
  network: { title: 'Sem conexão', action: 'Verifique sua internet; o jogo se reconecta sozinho.' },
  server: { title: 'O servidor do jogo não está respondendo', action: WAIT },
  unknown: { title: 'Algo deu errado', action: RELOAD },
  betRange: (min, max) => `Escolha uma aposta de ${min} a ${max}.`,
  reconnecting: 'Conexão perdida. Reconectando…',
  reconnected: 'Conectado de novo',
  retryNow: 'Tentar agora',
};
