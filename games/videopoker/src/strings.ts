import type { GameStrings } from '@rgs/game-kit';

/** Every key video poker adds to the kit's strings; `{name}` marks a value the page fills in. */
type VideopokerStringKey =
  | 'nothing' | 'jacksOrBetter' | 'twoPair' | 'threeOfAKind' | 'straight' | 'flush' | 'fullHouse' | 'fourOfAKind' | 'straightFlush' | 'royalFlush'
  | 'deal' | 'draw' | 'hold' | 'held' | 'holdCard' | 'suggested' | 'useSuggested' | 'paytable' | 'paytableRow' | 'hand' | 'cardsLabel'
  | 'pickHolds' | 'yourReturn' | 'suggestedReturn' | 'youHave' | 'result' | 'notDrawn' | 'hintWouldMake' | 'noWin'
  | 'marquee' | 'dealHint' | 'drawing' | 'autoHold' | 'hintWouldMiss' | 'dealtThen';

/** The player's video poker strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const videopokerStrings = {
  en: {
    nothing: 'No win', jacksOrBetter: 'Jacks or Better', twoPair: 'Two Pair', threeOfAKind: 'Three of a Kind', straight: 'Straight', flush: 'Flush',
    fullHouse: 'Full House', fourOfAKind: 'Four of a Kind', straightFlush: 'Straight Flush', royalFlush: 'Royal Flush',
    deal: 'Deal', draw: 'Draw', hold: 'Hold', held: 'Held', holdCard: '{word} {n}: {card}', suggested: 'suggested hold', useSuggested: 'Suggested holds',
    paytable: 'Paytable', paytableRow: '{hand} pays {multiplier}', hand: 'Your hand', cardsLabel: 'Your cards',
    pickHolds: 'Hold the cards to keep (1–5), then Draw', yourReturn: 'Your holds return {value} on average', suggestedReturn: 'Suggested holds return {value} on average',
    youHave: 'You have {hand}', result: '{hand}: pays {multiplier}', notDrawn: 'Next in the deck, not drawn', hintWouldMake: 'The suggested holds would have made {hand}',
    noWin: 'No win',
    marquee: 'JACKS OR BETTER', dealHint: 'Deal five cards, hold the ones to keep, then draw', drawing: 'Drawing…', autoHold: 'Hold the suggested cards automatically',
    hintWouldMiss: 'The suggested holds would have paid nothing',
    dealtThen: 'dealt {dealt}; then {rest}',
  },
  pt: {
    nothing: 'Sem prêmio', jacksOrBetter: 'Valetes ou Melhor', twoPair: 'Dois Pares', threeOfAKind: 'Trinca', straight: 'Sequência', flush: 'Flush',
    fullHouse: 'Full House', fourOfAKind: 'Quadra', straightFlush: 'Straight Flush', royalFlush: 'Royal Flush',
    deal: 'Distribuir', draw: 'Trocar', hold: 'Segurar', held: 'Segura', holdCard: '{word} {n}: {card}', suggested: 'sugestão de segurar', useSuggested: 'Sugestão',
    paytable: 'Tabela de prêmios', paytableRow: '{hand} paga {multiplier}', hand: 'Sua mão', cardsLabel: 'Suas cartas',
    pickHolds: 'Segure as cartas que quer manter (1–5) e troque',
    yourReturn: 'Suas cartas seguras rendem {value} em média', suggestedReturn: 'A sugestão rende {value} em média',
    youHave: 'Você tem {hand}', result: '{hand}: paga {multiplier}', notDrawn: 'Próximas do baralho, não compradas', hintWouldMake: 'A sugestão teria feito {hand}',
    noWin: 'Sem prêmio',
    marquee: 'VALETES OU MELHOR', dealHint: 'Receba cinco cartas, segure as que quer manter e troque as outras', drawing: 'Trocando…', autoHold: 'Segurar as cartas sugeridas automaticamente',
    hintWouldMiss: 'A sugestão não teria pagado nada',
    dealtThen: 'distribuídas {dealt}; depois {rest}',
  },
  es: {
    nothing: 'Sin premio', jacksOrBetter: 'Jotas o Mejor', twoPair: 'Doble Pareja', threeOfAKind: 'Trío', straight: 'Escalera', flush: 'Color',
    fullHouse: 'Full', fourOfAKind: 'Póker', straightFlush: 'Escalera de Color', royalFlush: 'Escalera Real',
    deal: 'Repartir', draw: 'Cambiar', hold: 'Retener', held: 'Retenida', holdCard: '{word} {n}: {card}', suggested: 'sugerida', useSuggested: 'Sugerencia',
    paytable: 'Tabla de premios', paytableRow: '{hand} paga {multiplier}', hand: 'Tu mano', cardsLabel: 'Tus cartas',
    pickHolds: 'Retén las cartas que quieras (1–5) y cambia',
    yourReturn: 'Tus cartas retenidas devuelven {value} de media', suggestedReturn: 'La sugerencia devuelve {value} de media',
    youHave: 'Tienes {hand}', result: '{hand}: paga {multiplier}', notDrawn: 'Siguientes de la baraja, no robadas', hintWouldMake: 'La sugerencia habría hecho {hand}',
    noWin: 'Sin premio',
    marquee: 'JOTAS O MEJOR', dealHint: 'Recibe cinco cartas, retén las que quieras y cambia las demás', drawing: 'Cambiando…', autoHold: 'Retener automáticamente las cartas sugeridas',
    hintWouldMiss: 'La sugerencia no habría pagado nada',
    dealtThen: 'repartidas {dealt}; después {rest}',
  },
} as const satisfies GameStrings<VideopokerStringKey>;
