import type { SoundStrings } from './sound-strings';

/** Portuguese (Brazil) sound words. */
export const pt: SoundStrings = { sound: 'Efeitos sonoros' };
