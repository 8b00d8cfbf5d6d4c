import { describe, expect, it } from 'vitest';
import { demoPlay } from '../demo-play';
import type { PlaySource } from '../play-source';
import { HEADS, SEEDS, TAILS, coin, plainCoin } from './test-coin';
import { verifyPlayedRound } from './round-verification';

const VERIFIED_EN =
  'Checked: sha256(server seed) equals the hash committed before the round, and HMAC-SHA256 of client seed:nonce under that server seed gives the same outcome — heads.';

/** A demo with one heads round and one tails round, both revealed unless `rotate` is false. */
async function played(rotate = true) {
  const source = demoPlay(coin, { seeds: SEEDS });
  const heads = (await source.placeBet('coin', '1', HEADS)).round.id;
  const tails = (await source.placeBet('coin', '1', TAILS)).round.id;
  if (rotate) await source.rotateSeed('next');
  return { source, heads, tails };
}

describe('verifyPlayedRound', () => {
  it('recomputes a revealed round and says what it checked, in the game’s own words for the outcome', async () => {
    const { source, heads, tails } = await played();
    const verification = await verifyPlayedRound(heads, { source, loadGame: async () => coin, lang: 'en' });
    expect(verification).toMatchObject({ verdict: 'verified', sentence: VERIFIED_EN, check: { outcome: { heads: true } } });
    expect(verification.proof).toMatchObject({ serverSeed: SEEDS.serverSeed, nonce: 1 });
    expect((await verifyPlayedRound(tails, { source, loadGame: async () => coin, lang: 'pt' })).sentence).toBe(
      'Conferido: sha256(semente do servidor) é igual ao hash publicado antes da rodada, e o HMAC-SHA256 de semente do cliente:nonce com essa semente do servidor dá o mesmo resultado — coroa.',
    );
  });

  it('shows the outcome as compact JSON when the game has no words for it', async () => {
    const { source, heads } = await played();
    expect((await verifyPlayedRound(heads, { source, loadGame: async () => plainCoin, lang: 'en' })).sentence).toBe(
      'Checked: sha256(server seed) equals the hash committed before the round, and HMAC-SHA256 of client seed:nonce under that server seed gives the same outcome — {"heads":true}.',
    );
  });

  it('says a round under the active seeds cannot be checked until they are rotated', async () => {
    const { source, heads } = await played(false);
    expect(await verifyPlayedRound(heads, { source, loadGame: async () => coin, lang: 'en' })).toMatchObject({
      verdict: 'not-revealed',
      sentence: 'This round’s server seed is still secret; rotate your seeds to reveal it, then verify.',
    });
    expect((await verifyPlayedRound(heads, { source, loadGame: async () => coin, lang: 'es' })).sentence).toBe(
      'La semilla del servidor de esta ronda sigue siendo secreta; cambia tus semillas para revelarla y luego verifica.',
    );
  });

  it('names both outcomes when the recorded one is not what the seeds draw', async () => {
    const { source, heads } = await played();
    const tampered: PlaySource = { ...source, proof: async (id) => ({ ...(await source.proof(id))!, outcome: { heads: false } }) };
    expect(await verifyPlayedRound(heads, { source: tampered, loadGame: async () => coin, lang: 'en' })).toMatchObject({
      verdict: 'mismatch',
      sentence:
        'Mismatch: the server seed matches the hash committed before the round, but HMAC-SHA256 of client seed:nonce under it gives heads, not the recorded tails.',
    });
  });

  it('says when the revealed seed is not the one committed to', async () => {
    const { source, heads } = await played();
    const tampered: PlaySource = { ...source, proof: async (id) => ({ ...(await source.proof(id))!, serverSeed: 'b'.repeat(64) }) };
    expect(await verifyPlayedRound(heads, { source: tampered, loadGame: async () => coin, lang: 'en' })).toMatchObject({
      verdict: 'mismatch',
      sentence: 'Mismatch: sha256 of the revealed server seed is not the hash committed before the round.',
    });
  });

  it('checks nothing for an unknown id or another game’s round, and says so', async () => {
    const { source, heads } = await played();
    expect(await verifyPlayedRound('nope', { source, loadGame: async () => coin, lang: 'en' })).toEqual({
      verdict: null,
      sentence: 'None of your rounds has this id.',
      proof: null,
      check: null,
    });
    const dice = { ...coin, key: 'dice' };
    expect(await verifyPlayedRound(heads, { source, loadGame: async () => dice, lang: 'en' })).toMatchObject({
      verdict: null,
      sentence: 'This round was played in coin; open that game to verify it.',
      check: null,
    });
  });
});
