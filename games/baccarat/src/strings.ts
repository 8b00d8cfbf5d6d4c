import type { GameStrings } from '@rgs/game-kit';

/** Every key baccarat adds to the kit's strings; `{name}` marks a value the page fills in. */
type BaccaratStringKey =
  | 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair'
  | 'playerWins' | 'bankerWins' | 'tieWins' | 'natural' | 'pairHit' | 'score'
  | 'table' | 'tableName' | 'tableRules' | 'bets' | 'chipsOne' | 'chipsMany' | 'spotName' | 'pays' | 'chipOn'
  | 'undo' | 'clear' | 'totalBet' | 'perChip' | 'placeChips' | 'noChips'
  | 'dealing' | 'waiting' | 'paid' | 'noWin' | 'stakeBack' | 'skip' | 'coupOutcome';

/** The player's baccarat strings; the shell falls back to the kit's shared ones (bet, amount, multiplier…) for the rest. */
export const baccaratStrings = {
  en: {
    player: 'Player', banker: 'Banker', tie: 'Tie', playerPair: 'Player Pair', bankerPair: 'Banker Pair',
    playerWins: 'Player wins', bankerWins: 'Banker wins', tieWins: 'Tie', natural: 'Natural {total}', pairHit: '{pair}!', score: '{winner} to {other}',
    table: 'Baccarat table', tableName: 'Baccarat', tableRules: 'Banker pays 0.95 to 1 · Tie 8 to 1 · Pairs 11 to 1',
    bets: 'Bets: click a spot to add a chip', chipsOne: '1 chip', chipsMany: '{n} chips', spotName: '{spot}: {chips}', pays: 'pays {odds} to 1',
    chipOn: 'Chip on {spot}',
    undo: 'Undo', clear: 'Clear', totalBet: 'Total bet', perChip: 'Amount per chip', placeChips: 'Click a spot on the table (or press P, B, T) to put a chip of your amount on it.',
    noChips: 'Put at least one chip on a spot.',
    dealing: 'Dealing…', waiting: 'Place your chips and press Bet', paid: 'Paid {payout}', noWin: 'No win', stakeBack: 'Stake back', skip: 'Skip',
    coupOutcome: 'Player {playerTotal} ({playerCards}), Banker {bankerTotal} ({bankerCards}): {verdict}',
  },
  pt: {
    player: 'Jogador', banker: 'Banca', tie: 'Empate', playerPair: 'Par do Jogador', bankerPair: 'Par da Banca',
    playerWins: 'Jogador vence', bankerWins: 'Banca vence', tieWins: 'Empate', natural: 'Natural {total}', pairHit: '{pair}!', score: '{winner} a {other}',
    table: 'Mesa de bacará', tableName: 'Bacará', tableRules: 'Banca paga 0,95 para 1 · Empate 8 para 1 · Pares 11 para 1',
    bets: 'Apostas: clique numa área para pôr uma ficha', chipsOne: '1 ficha', chipsMany: '{n} fichas', spotName: '{spot}: {chips}', pays: 'paga {odds} para 1',
    chipOn: 'Ficha em {spot}',
    undo: 'Desfazer', clear: 'Limpar', totalBet: 'Aposta total', perChip: 'Valor por ficha', placeChips: 'Clique numa área da mesa (ou tecle P, B, T) para pôr nela uma ficha do seu valor.',
    noChips: 'Ponha pelo menos uma ficha numa área.',
    dealing: 'Distribuindo…', waiting: 'Ponha as fichas e clique em Apostar', paid: 'Pagou {payout}', noWin: 'Sem prêmio', stakeBack: 'Aposta devolvida', skip: 'Pular',
    coupOutcome: 'Jogador {playerTotal} ({playerCards}), Banca {bankerTotal} ({bankerCards}): {verdict}',
  },
  es: {
    player: 'Jugador', banker: 'Banca', tie: 'Empate', playerPair: 'Pareja del Jugador', bankerPair: 'Pareja de la Banca',
    playerWins: 'Gana el Jugador', bankerWins: 'Gana la Banca', tieWins: 'Empate', natural: 'Natural {total}', pairHit: '¡{pair}!', score: '{winner} a {other}',
    table: 'Mesa de baccarat', tableName: 'Baccarat', tableRules: 'Banca paga 0,95 a 1 · Empate 8 a 1 · Parejas 11 a 1',
    bets: 'Apuestas: haz clic en una casilla para poner una ficha', chipsOne: '1 ficha', chipsMany: '{n} fichas', spotName: '{spot}: {chips}', pays: 'paga {odds} a 1',
    chipOn: 'Ficha en {spot}',
    undo: 'Deshacer', clear: 'Borrar', totalBet: 'Apuesta total', perChip: 'Monto por ficha', placeChips: 'Haz clic en una casilla de la mesa (o pulsa P, B, T) para poner una ficha de tu monto.',
    noChips: 'Pon al menos una ficha en una casilla.',
    dealing: 'Repartiendo…', waiting: 'Pon tus fichas y pulsa Apostar', paid: 'Pagó {payout}', noWin: 'Sin premio', stakeBack: 'Apuesta devuelta', skip: 'Saltar',
    coupOutcome: 'Jugador {playerTotal} ({playerCards}), Banca {bankerTotal} ({bankerCards}): {verdict}',
  },
} as const satisfies GameStrings<BaccaratStringKey>;
