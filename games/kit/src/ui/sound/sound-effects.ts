/** The sounds a game can make. */
export type SoundName = 'bet' | 'win' | 'bigWin' | 'lose' | 'tick' | 'reveal' | 'cashout';

/** The part of an AudioContext the effects use (a fake one in tests). */
export interface ToneContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  readonly state: AudioContextState;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** One synthesized note: a waveform gliding from one pitch to another under a short envelope. */
interface Tone {
  readonly wave: OscillatorType;
  /** Hz at the start, and where it glides to (the same pitch when absent). */
  readonly from: number;
  readonly to?: number;
  /** Seconds after the effect starts. */
  readonly at: number;
  /** Seconds it lasts. */
  readonly length: number;
  /** Peak loudness, 0–1; kept low: these sit under the game, they do not announce it. */
  readonly peak: number;
}

const note = (wave: OscillatorType, from: number, at: number, length: number, peak: number, to?: number): Tone => ({ wave, from, to, at, length, peak });

// C major arpeggios for wins, a falling minor third for a loss, short clicks for play.
const EFFECTS: Readonly<Record<SoundName, readonly Tone[]>> = {
  bet: [note('triangle', 520, 0, 0.08, 0.14, 380)],
  tick: [note('square', 1800, 0, 0.025, 0.04)],
  reveal: [note('sine', 660, 0, 0.12, 0.12, 990)],
  lose: [note('triangle', 330, 0, 0.16, 0.1), note('triangle', 262, 0.12, 0.26, 0.1, 220)],
  win: [note('sine', 523.25, 0, 0.12, 0.14), note('sine', 659.25, 0.08, 0.12, 0.14), note('sine', 783.99, 0.16, 0.24, 0.14)],
  bigWin: [
    note('sine', 523.25, 0, 0.14, 0.15),
    note('sine', 659.25, 0.1, 0.14, 0.15),
    note('sine', 783.99, 0.2, 0.14, 0.15),
    note('triangle', 1046.5, 0.3, 0.6, 0.16),
    note('sine', 1318.51, 0.3, 0.6, 0.08),
  ],
  cashout: [note('square', 987.77, 0, 0.07, 0.06), note('square', 1318.51, 0.07, 0.2, 0.06)],
};

/** Plays an effect now on a context: oscillators through gain envelopes, nothing kept afterwards. */
export function playEffect(context: ToneContext, name: SoundName): void {
  const start = context.currentTime;
  for (const tone of EFFECTS[name]) {
    const t = start + tone.at;
    const end = t + tone.length;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.from, t);
    if (tone.to !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.to, end);
    // A 5 ms attack and an exponential fade: no click at either end.
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.linearRampToValueAtTime(tone.peak, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t);
    oscillator.stop(end + 0.02);
  }
}

/** Every effect's name. */
export const SOUND_NAMES = Object.keys(EFFECTS) as SoundName[];
