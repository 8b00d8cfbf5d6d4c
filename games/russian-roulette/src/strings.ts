import type { GameStrings } from '@rgs/game-kit';

/** Every key russian roulette adds to the kit's strings; `{name}` marks a value the page fills in. */
type RussianRouletteStringKey =
  | 'bullets' | 'bulletOne' | 'bulletMany' | 'pull' | 'pulls' | 'pullsOf' | 'nextPull' | 'survivalChance'
  | 'sceneIdle' | 'sceneReady' | 'sceneOpen' | 'sceneBang' | 'sceneCashed' | 'sceneFull'
  | 'chambers' | 'chamberNext' | 'chamberAhead' | 'chamberNever' | 'chamberClick' | 'chamberBang' | 'chamberBullet' | 'chamberEmpty'
  | 'youWon' | 'bangNoWin' | 'bulletWas' | 'bulletsWere' | 'autoPulls' | 'autoNote' | 'bulletInChamber' | 'bulletsInChambers';

/** The player's russian roulette strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const russianRouletteStrings = {
  en: {
    bullets: 'Bullets', bulletOne: '1 bullet, the first pull pays {multiplier}', bulletMany: '{n} bullets, the first pull pays {multiplier}',
    pull: 'Pull', pulls: 'Pulls', pullsOf: '{n} of {max}', nextPull: 'Next pull', survivalChance: 'Survival chance',
    sceneIdle: 'Cylinder of 6 chambers, {n} loaded: the first pull clicks with chance {chance}',
    sceneReady: 'Cylinder loaded with {n} of 6 chambers: pull the trigger',
    sceneOpen: 'Cylinder after {n} of {max} empty chambers, worth {multiplier}',
    sceneBang: 'Cylinder: bang on chamber {n}. {fate}',
    sceneCashed: 'Cylinder cashed out after {n} of {max} empty chambers at {multiplier}. {fate}',
    sceneFull: 'Cylinder: every empty chamber fired, cashed out automatically at {multiplier}. {fate}',
    chambers: 'Chambers in firing order', chamberNext: 'Chamber {n}: {multiplier} if empty, fires next', chamberAhead: 'Chamber {n}: {multiplier} if empty',
    chamberNever: 'Chamber {n}: never fires, the round pays out before it', chamberClick: 'Chamber {n}: empty, clicked',
    chamberBang: 'Chamber {n}: bullet, fired', chamberBullet: 'Chamber {n}: bullet, not fired', chamberEmpty: 'Chamber {n}: empty, not fired',
    youWon: 'You won {amount}', bangNoWin: 'Bang! No win',
    bulletWas: 'The bullet was in chamber {chambers}.', bulletsWere: 'The bullets were in chambers {chambers}.',
    autoPulls: 'Pulls per round', autoNote: 'Each round pulls {n} times, then cashes out',
    bulletInChamber: 'bullet in chamber {chambers}', bulletsInChambers: 'bullets in chambers {chambers}',
  },
  pt: {
    bullets: 'Balas', bulletOne: '1 bala, o primeiro disparo paga {multiplier}', bulletMany: '{n} balas, o primeiro disparo paga {multiplier}',
    pull: 'Disparar', pulls: 'Disparos', pullsOf: '{n} de {max}', nextPull: 'Próximo disparo', survivalChance: 'Chance de sobreviver',
    sceneIdle: 'Tambor de 6 câmaras, {n} carregadas: o primeiro disparo clica com chance de {chance}',
    sceneReady: 'Tambor com {n} de 6 câmaras carregadas: puxe o gatilho',
    sceneOpen: 'Tambor após {n} de {max} câmaras vazias, valendo {multiplier}',
    sceneBang: 'Tambor: bang na câmara {n}. {fate}',
    sceneCashed: 'Tambor retirado após {n} de {max} câmaras vazias a {multiplier}. {fate}',
    sceneFull: 'Tambor: todas as câmaras vazias dispararam, retirado automaticamente a {multiplier}. {fate}',
    chambers: 'Câmaras na ordem de disparo', chamberNext: 'Câmara {n}: {multiplier} se vazia, dispara a seguir', chamberAhead: 'Câmara {n}: {multiplier} se vazia',
    chamberNever: 'Câmara {n}: nunca dispara, a rodada paga antes dela', chamberClick: 'Câmara {n}: vazia, clicou',
    chamberBang: 'Câmara {n}: bala, disparada', chamberBullet: 'Câmara {n}: bala, não disparada', chamberEmpty: 'Câmara {n}: vazia, não disparada',
    youWon: 'Você ganhou {amount}', bangNoWin: 'Bang! Sem prêmio',
    bulletWas: 'A bala estava na câmara {chambers}.', bulletsWere: 'As balas estavam nas câmaras {chambers}.',
    autoPulls: 'Disparos por rodada', autoNote: 'Cada rodada dispara {n} vezes e depois retira',
    bulletInChamber: 'bala na câmara {chambers}', bulletsInChambers: 'balas nas câmaras {chambers}',
  },
  es: {
    bullets: 'Balas', bulletOne: '1 bala, el primer disparo paga {multiplier}', bulletMany: '{n} balas, el primer disparo paga {multiplier}',
    pull: 'Disparar', pulls: 'Disparos', pullsOf: '{n} de {max}', nextPull: 'Siguiente disparo', survivalChance: 'Probabilidad de sobrevivir',
    sceneIdle: 'Tambor de 6 recámaras, {n} cargadas: el primer disparo hace clic con probabilidad {chance}',
    sceneReady: 'Tambor con {n} de 6 recámaras cargadas: aprieta el gatillo',
    sceneOpen: 'Tambor tras {n} de {max} recámaras vacías, vale {multiplier}',
    sceneBang: 'Tambor: bang en la recámara {n}. {fate}',
    sceneCashed: 'Tambor retirado tras {n} de {max} recámaras vacías a {multiplier}. {fate}',
    sceneFull: 'Tambor: todas las recámaras vacías dispararon, retirado automáticamente a {multiplier}. {fate}',
    chambers: 'Recámaras en orden de disparo', chamberNext: 'Recámara {n}: {multiplier} si está vacía, dispara ahora', chamberAhead: 'Recámara {n}: {multiplier} si está vacía',
    chamberNever: 'Recámara {n}: nunca dispara, la ronda paga antes', chamberClick: 'Recámara {n}: vacía, hizo clic',
    chamberBang: 'Recámara {n}: bala, disparada', chamberBullet: 'Recámara {n}: bala, sin disparar', chamberEmpty: 'Recámara {n}: vacía, sin disparar',
    youWon: 'Ganaste {amount}', bangNoWin: '¡Bang! Sin premio',
    bulletWas: 'La bala estaba en la recámara {chambers}.', bulletsWere: 'Las balas estaban en las recámaras {chambers}.',
    autoPulls: 'Disparos por ronda', autoNote: 'Cada ronda dispara {n} veces y luego retira',
    bulletInChamber: 'bala en la recámara {chambers}', bulletsInChambers: 'balas en las recámaras {chambers}',
  },
} as const satisfies GameStrings<RussianRouletteStringKey>;
