import type { GameStrings } from '@rgs/game-kit';

/** Every key defuse adds to the kit's strings; `{name}` marks a value the page fills in. */
type DefuseStringKey =
  | 'live' | 'wires' | 'bombIdle' | 'bombDefused' | 'bombBlew' | 'liveWiresWere'
  | 'cutWire' | 'wireCut' | 'wireLive' | 'markPrompt' | 'marked' | 'clear'
  | 'chance' | 'pays' | 'cutting' | 'defusedResult' | 'blewResult' | 'armed' | 'defused' | 'boom' | 'skip'
  | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'white' | 'black' | 'pink' | 'cyan';

/** The player's defuse strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const defuseStrings = {
  en: {
    live: 'Live wires', wires: 'Wires',
    bombIdle: 'Bomb with {live} of 10 wires live; {marked} marked to cut',
    bombDefused: 'Bomb defused: {count} wires cut safely',
    bombBlew: 'Bomb exploded at wire {wire}, {colour}',
    liveWiresWere: 'live wires: {wires}',
    cutWire: 'Cut wire {n}, {colour}', wireCut: 'cut', wireLive: 'live',
    markPrompt: 'Mark 1 to {max} wires to cut', marked: '{count} of {max} wires marked', clear: 'Clear',
    chance: 'Defuse chance', pays: 'Pays', cutting: 'Cutting…',
    defusedResult: 'Defused! {count} wires cut: paid {payout}', blewResult: 'Boom! Wire {wire} ({colour}) was live',
    armed: 'ARMED', defused: 'DEFUSED', boom: 'BOOM!', skip: 'Skip',
    red: 'red', orange: 'orange', yellow: 'yellow', green: 'green', blue: 'blue', purple: 'purple', white: 'white', black: 'black', pink: 'pink', cyan: 'cyan',
  },
  pt: {
    live: 'Fios vivos', wires: 'Fios',
    bombIdle: 'Bomba com {live} de 10 fios vivos; {marked} marcados para cortar',
    bombDefused: 'Bomba desarmada: {count} fios cortados com segurança',
    bombBlew: 'A bomba explodiu no fio {wire}, {colour}',
    liveWiresWere: 'fios vivos: {wires}',
    cutWire: 'Cortar o fio {n}, {colour}', wireCut: 'cortado', wireLive: 'vivo',
    markPrompt: 'Marque de 1 a {max} fios para cortar', marked: '{count} de {max} fios marcados', clear: 'Limpar',
    chance: 'Chance', pays: 'Paga', cutting: 'Cortando…',
    defusedResult: 'Desarmada! {count} fios cortados: pagou {payout}', blewResult: 'Bum! O fio {wire} ({colour}) estava vivo',
    armed: 'ARMADA', defused: 'DESARMADA', boom: 'BUM!', skip: 'Pular',
    red: 'vermelho', orange: 'laranja', yellow: 'amarelo', green: 'verde', blue: 'azul', purple: 'roxo', white: 'branco', black: 'preto', pink: 'rosa', cyan: 'ciano',
  },
  es: {
    live: 'Cables activos', wires: 'Cables',
    bombIdle: 'Bomba con {live} de 10 cables activos; {marked} marcados para cortar',
    bombDefused: 'Bomba desactivada: {count} cables cortados sin peligro',
    bombBlew: 'La bomba explotó en el cable {wire}, {colour}',
    liveWiresWere: 'cables activos: {wires}',
    cutWire: 'Cortar el cable {n}, {colour}', wireCut: 'cortado', wireLive: 'activo',
    markPrompt: 'Marca de 1 a {max} cables para cortar', marked: '{count} de {max} cables marcados', clear: 'Borrar',
    chance: 'Probabilidad', pays: 'Paga', cutting: 'Cortando…',
    defusedResult: '¡Desactivada! {count} cables cortados: pagó {payout}', blewResult: '¡Bum! El cable {wire} ({colour}) estaba activo',
    armed: 'ARMADA', defused: 'DESACTIVADA', boom: '¡BUM!', skip: 'Saltar',
    red: 'rojo', orange: 'naranja', yellow: 'amarillo', green: 'verde', blue: 'azul', purple: 'morado', white: 'blanco', black: 'negro', pink: 'rosa', cyan: 'cian',
  },
} as const satisfies GameStrings<DefuseStringKey>;
