import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedBox } from '../common/sealed-box';
import { FairnessSealing } from './fairness-sealing';

const sealing = new FairnessSealing(new SealedBox(randomBytes(32)));
const SEED = 'a'.repeat(64);

describe('FairnessSealing', () => {
  it('seals a server seed so that only its own pair opens it', () => {
    const sealed = sealing.sealServerSeed('seed_1', SEED);
    expect(sealed).not.toContain(SEED);
    expect(sealing.openServerSeed('seed_1', sealed)).toBe(SEED);
    expect(() => sealing.openServerSeed('seed_2', sealed)).toThrow(/seed_2 does not open/);
    expect(() => new FairnessSealing(new SealedBox(randomBytes(32))).openServerSeed('seed_1', sealed)).toThrow();
  });

  it('seals an outcome as a JSON string that only its own round opens', () => {
    const sealed = sealing.sealOutcome('rnd_1', { mines: [3, 17, 5] });
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toMatch(/[[\],]/);
    expect(sealing.openOutcome('rnd_1', sealed)).toEqual({ mines: [3, 17, 5] });
    expect(() => sealing.openOutcome('rnd_2', sealed)).toThrow(/rnd_2 does not open/);
    // An outcome sealed as a seed (or the other way round) does not open either.
    expect(() => sealing.openServerSeed('rnd_1', sealed)).toThrow();
  });

  it('opens the same outcome whether this process sealed it (remembered) or another did (decrypted), a fresh copy each time', () => {
    const key = randomBytes(32);
    const here = new FairnessSealing(new SealedBox(key));
    const sealed = here.sealOutcome('rnd_9', { roll: 42.17, path: [1, 0] });
    const first = here.openOutcome('rnd_9', sealed) as { path: number[] };
    first.path.push(7);
    expect(here.openOutcome('rnd_9', sealed)).toEqual({ roll: 42.17, path: [1, 0] });
    expect(new FairnessSealing(new SealedBox(key)).openOutcome('rnd_9', sealed)).toEqual({ roll: 42.17, path: [1, 0] });
    expect(() => here.openOutcome('rnd_8', sealed)).toThrow(/rnd_8 does not open/);
  });

  it('shows a just-sealed outcome once without decrypting it, and decrypts every later read', () => {
    const box = new SealedBox(randomBytes(32));
    const opened: string[] = [];
    const open = box.open.bind(box);
    box.open = (sealed, context) => {
      opened.push(context);
      return open(sealed, context);
    };
    const here = new FairnessSealing(box);
    const sealed = here.sealOutcome('rnd_7', { roll: 3.5 });
    expect(here.openOutcome('rnd_7', sealed)).toEqual({ roll: 3.5 });
    expect(opened).toEqual([]);
    expect(here.openOutcome('rnd_7', sealed)).toEqual({ roll: 3.5 });
    expect(opened).toEqual(['rounds.outcome:rnd_7']);
    // Another round's sealed text in this round's row is decrypted under this round's context, and fails.
    const other = here.sealOutcome('rnd_6', { roll: 9 });
    here.sealOutcome('rnd_5', { roll: 1 });
    expect(() => here.openOutcome('rnd_5', other)).toThrow(/rnd_5 does not open/);
  });

  it('reads clear values: a revealed seed, and rows stored before sealing', () => {
    expect(sealing.openServerSeed('seed_1', SEED)).toBe(SEED);
    expect(sealing.openOutcome('rnd_1', { roll: 42.17 })).toEqual({ roll: 42.17 });
  });
});
