/** Every word the sound toggle says, in one language. */
export interface SoundStrings {
  /** The toggle's name; whether sound is on is told by its pressed state, not by changing the name. */
  readonly sound: string;
}
