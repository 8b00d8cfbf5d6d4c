import type { GameStrings } from '@rgs/game-kit';

/** Every key soccer adds to the kit's strings; `{name}` marks a value the page fills in. */
type SoccerStringKey =
  | 'difficulty' | 'easy' | 'medium' | 'hard' | 'expert' | 'difficultyHint'
  | 'goalMouth' | 'zone' | 'zone0' | 'zone1' | 'zone2' | 'zone3' | 'zone4' | 'zone5'
  | 'zoneShoot' | 'zoneWaiting' | 'zoneGoal' | 'zoneSaved' | 'zoneCovered' | 'zoneOpen'
  | 'kicks' | 'kickNext' | 'kickLater' | 'kickGoal' | 'kickSaved' | 'kickNotTaken'
  | 'nextGoal' | 'goalChance' | 'cashoutValue' | 'shootRandom' | 'shootZone'
  | 'goalShout' | 'savedShout' | 'youWon' | 'savedNoWin' | 'pickZone'
  | 'captionIdle' | 'captionGoal' | 'captionSaved' | 'zoneWord' | 'zonesWord'
  | 'autoGoals' | 'oneGoal' | 'goalsCount' | 'autoNote' | 'keeperOutcome';

/** The player's soccer strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const soccerStrings = {
  en: {
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert',
    difficultyHint: 'The keeper covers {covered} of 6 zones: {chance} to score',
    goalMouth: 'Goal', zone: 'Zone {n}, {name}: {state}',
    zone0: 'top left', zone1: 'top centre', zone2: 'top right', zone3: 'bottom left', zone4: 'bottom centre', zone5: 'bottom right',
    zoneShoot: 'shoot here', zoneWaiting: 'place a bet to shoot', zoneGoal: 'your shot, goal', zoneSaved: 'your shot, saved',
    zoneCovered: 'the keeper covered it', zoneOpen: 'open',
    kicks: 'Kicks', kickNext: 'Kick {n}: next, a goal pays {multiplier}', kickLater: 'Kick {n}: pays {multiplier}',
    kickGoal: 'Kick {n}: goal, {multiplier}', kickSaved: 'Kick {n}: saved', kickNotTaken: 'Kick {n}: not taken, the keeper would have covered {zones}',
    nextGoal: 'Next goal', goalChance: 'Chance to score', cashoutValue: 'Cash-out value',
    shootRandom: 'Shoot at random', shootZone: 'Shoot {name}',
    goalShout: 'Goal!', savedShout: 'Saved!', youWon: 'You won {amount}', savedNoWin: 'Saved! No win', pickZone: 'Pick a zone to shoot',
    captionIdle: 'Choose a difficulty and bet, then pick where to shoot', captionGoal: 'Kick {n}: goal! The keeper covered {zones}.',
    captionSaved: 'Kick {n}: saved! The keeper covered {zones}.', zoneWord: 'zone {list}', zonesWord: 'zones {list}',
    autoGoals: 'Cash out after', oneGoal: '{n} goal', goalsCount: '{n} goals', autoNote: 'Each round shoots at random zones and cashes out after {n} goals',
    keeperOutcome: 'keeper’s zones, kick by kick: {kicks}',
  },
  pt: {
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Médio', hard: 'Difícil', expert: 'Expert',
    difficultyHint: 'O goleiro cobre {covered} de 6 zonas: {chance} de marcar',
    goalMouth: 'Gol', zone: 'Zona {n}, {name}: {state}',
    zone0: 'alto à esquerda', zone1: 'alto ao centro', zone2: 'alto à direita', zone3: 'baixo à esquerda', zone4: 'baixo ao centro', zone5: 'baixo à direita',
    zoneShoot: 'chutar aqui', zoneWaiting: 'aposte para chutar', zoneGoal: 'seu chute, gol', zoneSaved: 'seu chute, defendido',
    zoneCovered: 'o goleiro cobriu', zoneOpen: 'livre',
    kicks: 'Cobranças', kickNext: 'Cobrança {n}: a próxima, um gol paga {multiplier}', kickLater: 'Cobrança {n}: paga {multiplier}',
    kickGoal: 'Cobrança {n}: gol, {multiplier}', kickSaved: 'Cobrança {n}: defendida', kickNotTaken: 'Cobrança {n}: não batida, o goleiro cobriria {zones}',
    nextGoal: 'Próximo gol', goalChance: 'Chance de marcar', cashoutValue: 'Valor para retirar',
    shootRandom: 'Chutar ao acaso', shootZone: 'Chutar {name}',
    goalShout: 'Gol!', savedShout: 'Defendeu!', youWon: 'Você ganhou {amount}', savedNoWin: 'Defendeu! Sem prêmio', pickZone: 'Escolha onde chutar',
    captionIdle: 'Escolha a dificuldade e aposte; depois, onde chutar', captionGoal: 'Cobrança {n}: gol! O goleiro cobriu {zones}.',
    captionSaved: 'Cobrança {n}: defendeu! O goleiro cobriu {zones}.', zoneWord: 'a zona {list}', zonesWord: 'as zonas {list}',
    autoGoals: 'Retirar depois de', oneGoal: '{n} gol', goalsCount: '{n} gols', autoNote: 'Cada rodada chuta em zonas ao acaso e retira depois de {n} gols',
    keeperOutcome: 'zonas do goleiro, cobrança a cobrança: {kicks}',
  },
  es: {
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil', expert: 'Experto',
    difficultyHint: 'El portero cubre {covered} de 6 zonas: {chance} de marcar',
    goalMouth: 'Portería', zone: 'Zona {n}, {name}: {state}',
    zone0: 'arriba a la izquierda', zone1: 'arriba al centro', zone2: 'arriba a la derecha', zone3: 'abajo a la izquierda', zone4: 'abajo al centro', zone5: 'abajo a la derecha',
    zoneShoot: 'tirar aquí', zoneWaiting: 'apuesta para tirar', zoneGoal: 'tu tiro, gol', zoneSaved: 'tu tiro, atajado',
    zoneCovered: 'el portero la cubrió', zoneOpen: 'libre',
    kicks: 'Tiros', kickNext: 'Tiro {n}: el siguiente, un gol paga {multiplier}', kickLater: 'Tiro {n}: paga {multiplier}',
    kickGoal: 'Tiro {n}: gol, {multiplier}', kickSaved: 'Tiro {n}: atajado', kickNotTaken: 'Tiro {n}: no lanzado, el portero habría cubierto {zones}',
    nextGoal: 'Próximo gol', goalChance: 'Probabilidad de marcar', cashoutValue: 'Valor a retirar',
    shootRandom: 'Tirar al azar', shootZone: 'Tirar {name}',
    goalShout: '¡Gol!', savedShout: '¡Atajada!', youWon: 'Ganaste {amount}', savedNoWin: '¡Atajada! Sin premio', pickZone: 'Elige dónde tirar',
    captionIdle: 'Elige la dificultad y apuesta; luego, dónde tirar', captionGoal: 'Tiro {n}: ¡gol! El portero cubrió {zones}.',
    captionSaved: 'Tiro {n}: ¡atajado! El portero cubrió {zones}.', zoneWord: 'la zona {list}', zonesWord: 'las zonas {list}',
    autoGoals: 'Retirar después de', oneGoal: '{n} gol', goalsCount: '{n} goles', autoNote: 'Cada ronda tira a zonas al azar y retira después de {n} goles',
    keeperOutcome: 'zonas del portero, tiro a tiro: {kicks}',
  },
} as const satisfies GameStrings<SoccerStringKey>;
