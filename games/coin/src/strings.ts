import type { GameStrings } from '@rgs/game-kit';

/** Every key Coin Flip adds to the kit's strings; `{name}` marks a value the page fills in. */
type CoinStringKey =
  | 'heads' | 'tails' | 'yourCall' | 'callHeads' | 'callTails' | 'streak' | 'flipsOne' | 'flipsMany' | 'winChance' | 'oneIn'
  | 'profitOnWin' | 'valueText' | 'fewer' | 'more' | 'coinShows' | 'coinInAir' | 'streakFlips' | 'flipHit' | 'flipMiss'
  | 'flipWaiting' | 'flipUnplayed' | 'progress' | 'wonOne' | 'wonStreak' | 'lostOne' | 'lostStreak' | 'skip'
  | 'flipOutcome' | 'flipsOutcome';

/** The player's Coin Flip strings; the shell falls back to the kit's shared ones (bet, multiplier…) for the rest. */
export const coinStrings = {
  en: {
    heads: 'Heads', tails: 'Tails', yourCall: 'Your call', callHeads: 'Call heads', callTails: 'Call tails',
    streak: 'Streak', flipsOne: '1 flip', flipsMany: '{n} flips', winChance: 'Win chance', oneIn: '1 in {n}',
    profitOnWin: 'Profit on win', valueText: '{flips}: win chance {chance}, multiplier {multiplier}',
    fewer: 'One flip fewer', more: 'One flip more',
    coinShows: 'Coin showing {side}', coinInAir: 'Coin in the air', streakFlips: 'Flips of the streak',
    flipHit: 'Flip {i}: {side}, a match', flipMiss: 'Flip {i}: {side}, a miss', flipWaiting: 'Flip {i}: to come',
    flipUnplayed: 'Flip {i}: not needed', progress: 'Flip {i} of {n}',
    wonOne: 'Landed {side}: win! Paid {payout}', wonStreak: '{Side} {n} times in a row: win! Paid {payout}',
    lostOne: 'Landed {side}: no win', lostStreak: 'Flip {i} of {n} landed {side}: no win', skip: 'Skip',
    flipOutcome: 'flip {flips}', flipsOutcome: 'flips {flips}',
  },
  pt: {
    heads: 'Cara', tails: 'Coroa', yourCall: 'Sua escolha', callHeads: 'Escolher cara', callTails: 'Escolher coroa',
    streak: 'Sequência', flipsOne: '1 lançamento', flipsMany: '{n} lançamentos', winChance: 'Chance de ganhar', oneIn: '1 em {n}',
    profitOnWin: 'Lucro se ganhar', valueText: '{flips}: chance de ganhar {chance}, multiplicador {multiplier}',
    fewer: 'Um lançamento a menos', more: 'Um lançamento a mais',
    coinShows: 'Moeda mostrando {side}', coinInAir: 'Moeda no ar', streakFlips: 'Lançamentos da sequência',
    flipHit: 'Lançamento {i}: {side}, acerto', flipMiss: 'Lançamento {i}: {side}, erro', flipWaiting: 'Lançamento {i}: a seguir',
    flipUnplayed: 'Lançamento {i}: não foi preciso', progress: 'Lançamento {i} de {n}',
    wonOne: 'Deu {side}: vitória! Pagou {payout}', wonStreak: '{Side} {n} vezes seguidas: vitória! Pagou {payout}',
    lostOne: 'Deu {side}: sem prêmio', lostStreak: 'O lançamento {i} de {n} deu {side}: sem prêmio', skip: 'Pular',
    flipOutcome: 'lançamento {flips}', flipsOutcome: 'lançamentos {flips}',
  },
  es: {
    heads: 'Cara', tails: 'Cruz', yourCall: 'Tu elección', callHeads: 'Elegir cara', callTails: 'Elegir cruz',
    streak: 'Racha', flipsOne: '1 lanzamiento', flipsMany: '{n} lanzamientos', winChance: 'Probabilidad de ganar', oneIn: '1 entre {n}',
    profitOnWin: 'Ganancia si gana', valueText: '{flips}: probabilidad de ganar {chance}, multiplicador {multiplier}',
    fewer: 'Un lanzamiento menos', more: 'Un lanzamiento más',
    coinShows: 'Moneda mostrando {side}', coinInAir: 'Moneda en el aire', streakFlips: 'Lanzamientos de la racha',
    flipHit: 'Lanzamiento {i}: {side}, acierto', flipMiss: 'Lanzamiento {i}: {side}, fallo', flipWaiting: 'Lanzamiento {i}: por lanzar',
    flipUnplayed: 'Lanzamiento {i}: no hizo falta', progress: 'Lanzamiento {i} de {n}',
    wonOne: 'Salió {side}: ¡victoria! Pagó {payout}', wonStreak: '{Side} {n} veces seguidas: ¡victoria! Pagó {payout}',
    lostOne: 'Salió {side}: sin premio', lostStreak: 'El lanzamiento {i} de {n} salió {side}: sin premio', skip: 'Saltar',
    flipOutcome: 'lanzamiento {flips}', flipsOutcome: 'lanzamientos {flips}',
  },
} as const satisfies GameStrings<CoinStringKey>;
