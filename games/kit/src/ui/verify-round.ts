import type { Game } from '../seam/define-game';
import { generateFloats } from '../floats';
import { hashServerSeed } from '../server-seed';
import type { RoundProof } from './play-source';

/** Recomputes a settled round from its revealed seeds: the commitment and the outcome must both match. */
export async function verifyRound(game: Game, proof: RoundProof): Promise<'verified' | 'mismatch' | 'not-revealed'> {
  if (!proof.serverSeed || proof.outcome === null) return 'not-revealed';
  if ((await hashServerSeed(proof.serverSeed)) !== proof.serverSeedHash) return 'mismatch';
  const params = game.params.parse(proof.params);
  const floats = await generateFloats({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: proof.nonce }, game.floatCount(params));
  // The outcome depends on the params and the floats only, never on the stake: any stake recomputes it.
  return canonical(game.start(params, floats, '1').outcome) === canonical(proof.outcome) ? 'verified' : 'mismatch';
}

// Key order must not matter when comparing JSON values.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
