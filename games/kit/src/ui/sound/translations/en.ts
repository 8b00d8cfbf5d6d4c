import type { SoundStrings } from './sound-strings';

/** English sound words. */
export const en: SoundStrings = { sound: 'Sound effects' };
