import type { GameStrings } from '@rgs/game-kit';

/** Every key HiLo adds to the kit's strings; `{name}` marks a value the page fills in. */
type HiloStringKey =
  | 'higher' | 'lower' | 'same' | 'higherThan' | 'lowerThan' | 'sameAs' | 'guessName' | 'cannotGuess' | 'skipCard' | 'skipsLeft'
  | 'currentCard' | 'cardsPlayed' | 'firstCard' | 'guessRight' | 'guessWrong' | 'skipped' | 'playedCard' | 'nextCard' | 'cashoutValue'
  | 'skipsStat' | 'betToStart' | 'pickGuess' | 'youWon' | 'wrongGuess' | 'top' | 'topMultiplier' | 'lastCard' | 'autoGuesses' | 'autoNote' | 'cardsInOrder';

/** The player's HiLo strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const hiloStrings = {
  en: {
    higher: 'Higher', lower: 'Lower', same: 'Same',
    higherThan: 'Higher than {card}', lowerThan: 'Lower than {card}', sameAs: 'Same rank as {card}',
    guessName: '{guess}: {chance} chance, makes the multiplier {multiplier}', cannotGuess: '{guess}: cannot win',
    skipCard: 'Skip card', skipsLeft: '{n} skips left',
    currentCard: 'Current card', cardsPlayed: 'Cards played', firstCard: 'first card',
    guessRight: 'guessed {choice}, right', guessWrong: 'guessed {choice}, wrong', skipped: 'skipped',
    playedCard: 'Card {n}: {card}, {move}', nextCard: 'Next card would have been {card}', cashoutValue: 'Cash-out value', skipsStat: 'Skips left',
    betToStart: 'Bet to turn the first card', pickGuess: 'Higher, lower or the same rank?', youWon: 'You won {amount}', wrongGuess: 'Wrong guess! No win',
    top: 'max', topMultiplier: 'Top multiplier reached', lastCard: 'Last card turned: cashed out',
    autoGuesses: 'Right guesses, then cash out', autoNote: 'Each round guesses the likelier side (higher on a 7), then cashes out',
    cardsInOrder: 'cards in order: {cards}',
  },
  pt: {
    higher: 'Maior', lower: 'Menor', same: 'Igual',
    higherThan: 'Maior que {card}', lowerThan: 'Menor que {card}', sameAs: 'Igual a {card}',
    guessName: '{guess}: chance de {chance}, leva o multiplicador a {multiplier}', cannotGuess: '{guess}: não pode ganhar',
    skipCard: 'Pular carta', skipsLeft: 'restam {n} pulos',
    currentCard: 'Carta atual', cardsPlayed: 'Cartas jogadas', firstCard: 'primeira carta',
    guessRight: 'palpite {choice}, certo', guessWrong: 'palpite {choice}, errado', skipped: 'pulada',
    playedCard: 'Carta {n}: {card}, {move}', nextCard: 'A próxima carta seria {card}', cashoutValue: 'Valor para retirar', skipsStat: 'Pulos restantes',
    betToStart: 'Aposte para virar a primeira carta', pickGuess: 'Maior, menor ou igual?', youWon: 'Você ganhou {amount}', wrongGuess: 'Palpite errado! Sem prêmio',
    top: 'máx.', topMultiplier: 'Multiplicador máximo atingido', lastCard: 'Última carta virada: valor retirado',
    autoGuesses: 'Palpites certos, depois retirar', autoNote: 'Cada rodada escolhe o lado mais provável (maior num 7) e depois retira',
    cardsInOrder: 'cartas em ordem: {cards}',
  },
  es: {
    higher: 'Mayor', lower: 'Menor', same: 'Igual',
    higherThan: 'Mayor que {card}', lowerThan: 'Menor que {card}', sameAs: 'Igual que {card}',
    guessName: '{guess}: probabilidad {chance}, lleva el multiplicador a {multiplier}', cannotGuess: '{guess}: no puede ganar',
    skipCard: 'Saltar carta', skipsLeft: 'quedan {n} saltos',
    currentCard: 'Carta actual', cardsPlayed: 'Cartas jugadas', firstCard: 'primera carta',
    guessRight: 'apuesta {choice}, acierto', guessWrong: 'apuesta {choice}, fallo', skipped: 'saltada',
    playedCard: 'Carta {n}: {card}, {move}', nextCard: 'La siguiente carta habría sido {card}', cashoutValue: 'Valor a retirar', skipsStat: 'Saltos restantes',
    betToStart: 'Apuesta para girar la primera carta', pickGuess: '¿Mayor, menor o igual?', youWon: 'Ganaste {amount}', wrongGuess: '¡Fallaste! Sin premio',
    top: 'máx.', topMultiplier: 'Multiplicador máximo alcanzado', lastCard: 'Última carta girada: retirado',
    autoGuesses: 'Aciertos, luego retirar', autoNote: 'Cada ronda elige el lado más probable (mayor en un 7) y luego retira',
    cardsInOrder: 'cartas en orden: {cards}',
  },
} as const satisfies GameStrings<HiloStringKey>;
