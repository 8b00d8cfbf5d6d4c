import type { GameStrings } from '@rgs/game-kit';

/** Every key doors adds to the kit's strings; `{name}` marks a value the page fills in. */
type DoorsStringKey =
  | 'doorsPerLevel' | 'corridor' | 'levelOf' | 'door' | 'closed' | 'safeOpened' | 'trapOpened' | 'safeUnopened' | 'trapUnopened'
  | 'pickDoor' | 'nextLevel' | 'topLevel' | 'autoLevels' | 'autoNote' | 'levelOne' | 'levelCount' | 'safeChance' | 'cashoutValue' | 'openRandom' | 'openDoorKey' | 'youWon' | 'trappedNoWin' | 'topReached'
  | 'map' | 'mapLevel' | 'mapAhead' | 'mapCurrent' | 'mapPassed' | 'mapTrapped' | 'mapTrapWas' | 'trapsByLevel';

/** The player's doors strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const doorsStrings = {
  en: {
    doorsPerLevel: 'Doors per level', corridor: 'Corridor', levelOf: 'Level {n} of {total}',
    door: 'Door {n} of {total}, {state}', closed: 'closed', safeOpened: 'opened, safe', trapOpened: 'opened, trap',
    safeUnopened: 'safe, not opened', trapUnopened: 'trap, not opened',
    pickDoor: 'Pick a door: one of {n} hides a trap', nextLevel: 'Next level', topLevel: 'Level 10 pays',
    autoLevels: 'Cash out after', levelOne: '1 level', levelCount: '{n} levels', autoNote: 'Each level’s door is picked at random; the round cashes out after {n} levels.', safeChance: '{safe} in {doors} safe',
    cashoutValue: 'Cash-out value', openRandom: 'Open a random door', openDoorKey: 'Open door {n}',
    youWon: 'You won {amount}', trappedNoWin: 'Trapped! No win', topReached: 'Top level reached!',
    map: 'Corridor map', mapLevel: 'Level {n}, pays {multiplier}: {state}', mapAhead: 'ahead', mapCurrent: 'you are here',
    mapPassed: 'passed through door {door}', mapTrapped: 'trap behind door {door}', mapTrapWas: 'trap was behind door {door}',
    trapsByLevel: 'trap doors on levels 1 to {levels}: {doors}',
  },
  pt: {
    doorsPerLevel: 'Portas por nível', corridor: 'Corredor', levelOf: 'Nível {n} de {total}',
    door: 'Porta {n} de {total}, {state}', closed: 'fechada', safeOpened: 'aberta, segura', trapOpened: 'aberta, armadilha',
    safeUnopened: 'segura, não aberta', trapUnopened: 'armadilha, não aberta',
    pickDoor: 'Escolha uma porta: uma de {n} esconde uma armadilha', nextLevel: 'Próximo nível', topLevel: 'O nível 10 paga',
    autoLevels: 'Retirar depois de', levelOne: '1 nível', levelCount: '{n} níveis', autoNote: 'A porta de cada nível é escolhida ao acaso; a rodada retira depois de {n} níveis.', safeChance: '{safe} em {doors} seguras',
    cashoutValue: 'Valor para retirar', openRandom: 'Abrir porta aleatória', openDoorKey: 'Abrir a porta {n}',
    youWon: 'Você ganhou {amount}', trappedNoWin: 'Armadilha! Sem prêmio', topReached: 'Último nível alcançado!',
    map: 'Mapa do corredor', mapLevel: 'Nível {n}, paga {multiplier}: {state}', mapAhead: 'à frente', mapCurrent: 'você está aqui',
    mapPassed: 'passou pela porta {door}', mapTrapped: 'armadilha atrás da porta {door}', mapTrapWas: 'a armadilha estava atrás da porta {door}',
    trapsByLevel: 'portas com armadilha nos níveis 1 a {levels}: {doors}',
  },
  es: {
    doorsPerLevel: 'Puertas por nivel', corridor: 'Pasillo', levelOf: 'Nivel {n} de {total}',
    door: 'Puerta {n} de {total}, {state}', closed: 'cerrada', safeOpened: 'abierta, segura', trapOpened: 'abierta, trampa',
    safeUnopened: 'segura, sin abrir', trapUnopened: 'trampa, sin abrir',
    pickDoor: 'Elige una puerta: una de {n} esconde una trampa', nextLevel: 'Siguiente nivel', topLevel: 'El nivel 10 paga',
    autoLevels: 'Retirar después de', levelOne: '1 nivel', levelCount: '{n} niveles', autoNote: 'La puerta de cada nivel se elige al azar; la ronda retira después de {n} niveles.', safeChance: '{safe} de {doors} seguras',
    cashoutValue: 'Valor a retirar', openRandom: 'Abrir puerta al azar', openDoorKey: 'Abrir la puerta {n}',
    youWon: 'Ganaste {amount}', trappedNoWin: '¡Trampa! Sin premio', topReached: '¡Último nivel alcanzado!',
    map: 'Mapa del pasillo', mapLevel: 'Nivel {n}, paga {multiplier}: {state}', mapAhead: 'por delante', mapCurrent: 'estás aquí',
    mapPassed: 'pasaste por la puerta {door}', mapTrapped: 'trampa detrás de la puerta {door}', mapTrapWas: 'la trampa estaba detrás de la puerta {door}',
    trapsByLevel: 'puertas con trampa en los niveles 1 a {levels}: {doors}',
  },
} as const satisfies GameStrings<DoorsStringKey>;
