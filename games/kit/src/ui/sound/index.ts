// Sound effects synthesized with Web Audio (no audio files), off by default, remembered per player.
export { SoundController, type SoundOptions } from './sound-controller';
export { SOUND_NAMES, playEffect, type SoundName, type ToneContext } from './sound-effects';
export { renderSoundToggle } from './sound-toggle';
export { soundStrings } from './sound-strings';
export type { SoundStrings } from './translations/sound-strings';
