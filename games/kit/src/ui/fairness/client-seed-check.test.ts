import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_MAX_LENGTH, clientSeedSchema } from '../../client-seed';
import { CLIENT_SEED_MAX, clientSeedMessage, clientSeedProblem } from './client-seed-check';
import { fairnessStrings } from './fairness-strings';

describe('clientSeedProblem', () => {
  it('accepts 1 to 64 printable ASCII characters, spaces included, as typed', () => {
    for (const seed of ['x', ' padded ', '~!@#$%^&*()_+{}|:"<>?', 'a'.repeat(64)]) expect(clientSeedProblem(seed)).toBeNull();
  });

  it.each([
    ['', { kind: 'empty' }, 'Enter a client seed of 1 to 64 characters.'],
    ['a'.repeat(65), { kind: 'too-long', length: 65 }, 'Too long: 65 characters, at most 64.'],
    ['café', { kind: 'not-printable', character: 'é' }, 'Only printable ASCII characters (letters, digits, spaces and keyboard symbols): “é” is not one.'],
    ['tab\there', { kind: 'not-printable', character: '\t' }, 'Only printable ASCII characters (letters, digits, spaces and keyboard symbols): U+0009 is not one.'],
    ['nbsp\u00a0', { kind: 'not-printable', character: '\u00a0' }, 'Only printable ASCII characters (letters, digits, spaces and keyboard symbols): U+00A0 is not one.'],
    ['🎲 dice', { kind: 'not-printable', character: '🎲' }, 'Only printable ASCII characters (letters, digits, spaces and keyboard symbols): “🎲” is not one.'],
  ])('refuses %j and says why', (seed, problem, message) => {
    expect(clientSeedProblem(seed)).toEqual(problem);
    expect(clientSeedMessage(clientSeedProblem(seed)!, fairnessStrings('en'))).toBe(message);
  });

  it('says why in Portuguese and Spanish', () => {
    expect(clientSeedMessage({ kind: 'too-long', length: 70 }, fairnessStrings('pt'))).toBe('Longa demais: 70 caracteres, no máximo 64.');
    expect(clientSeedMessage({ kind: 'empty' }, fairnessStrings('es'))).toBe('Escribe una semilla del cliente de 1 a 64 caracteres.');
  });

  it('agrees with the client seed rule the server and the demo enforce', () => {
    expect(CLIENT_SEED_MAX).toBe(CLIENT_SEED_MAX_LENGTH);
    const samples = ['', 'x', ' ', 'a'.repeat(64), 'a'.repeat(65), 'café', '\t', '\x7f', '~', 'ü'.repeat(3), 'my own seed', '🎲'];
    for (const seed of samples) expect([seed, clientSeedProblem(seed) === null]).toEqual([seed, clientSeedSchema.safeParse(seed).success]);
  });
});
