import type { SoundStrings } from './sound-strings';

/** Neutral Spanish sound words. */
export const es: SoundStrings = { sound: 'Efectos de sonido' };
