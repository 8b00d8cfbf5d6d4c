import { LRUCache } from 'lru-cache';
import { isServerSeed } from '@rgs/game-kit';
import type { SealedBox } from '../common/sealed-box';

/**
 * Seals at rest what decides outcomes before the player may see it: an unrevealed server seed (in
 * its `seed_pairs` row) and a round's outcome (in its `rounds` row), with the AES-256-GCM key of
 * the operators' secrets. Each value is bound to its row's id, so a sealed value copied into
 * another row does not open. A revealed server seed is public and stored in clear.
 */
export class FairnessSealing {
  readonly #box: SealedBox;
  // The outcomes this process sealed and has not shown yet, by round: a bet's answer shows the outcome
  // it sealed a moment before, which need not be decrypted again. An entry is taken when read, so it
  // lives as long as its bet is in flight and dies in the young generation; kept for 10,000 bets, every
  // entry was promoted to the old one and fed its collections (decision 0031). A round left open (a
  // stateful game) is pushed out by newer ones and decrypted when it closes.
  readonly #unshown = new LRUCache<string, { readonly sealed: string; readonly text: string }>({ max: 1_024 });

  constructor(box: SealedBox) {
    this.#box = box;
  }

  /** The stored form of an unrevealed server seed of pair `pairId`. */
  sealServerSeed(pairId: string, serverSeed: string): string {
    return this.#box.seal(serverSeed, seedContext(pairId));
  }

  /**
   * The server seed of a stored pair. A clear seed (64 hex characters: a revealed pair, or one
   * stored before seeds were sealed) is taken as it is; sealed text never has that shape.
   */
  openServerSeed(pairId: string, stored: string): string {
    if (isServerSeed(stored)) return stored;
    const opened = this.#box.open(stored, seedContext(pairId));
    if (!opened) throw new Error(`the server seed of ${pairId} does not open: another TOKEN_KEY, or the row was altered`);
    return opened.toString('utf8');
  }

  /** The stored form of the outcome of round `roundId`: sealed text, kept as a JSON string. */
  sealOutcome(roundId: string, outcome: unknown): string {
    const text = JSON.stringify(outcome);
    const sealed = this.#box.seal(text, outcomeContext(roundId));
    this.#unshown.set(roundId, { sealed, text });
    return sealed;
  }

  /**
   * The outcome of a stored round. The outcome is always stored as a sealed JSON string; rows stored
   * before outcomes were sealed hold the bare outcome, a JSON object (dice, mines), taken as it is.
   */
  openOutcome(roundId: string, stored: unknown): unknown {
    if (typeof stored !== 'string') return stored;
    const unshown = this.#unshown.get(roundId);
    // The sealed text must match too: a value copied into this round's row from another still fails.
    if (unshown?.sealed === stored) {
      this.#unshown.delete(roundId);
      return JSON.parse(unshown.text) as unknown;
    }
    const opened = this.#box.open(stored, outcomeContext(roundId));
    if (!opened) throw new Error(`the outcome of ${roundId} does not open: another TOKEN_KEY, or the row was altered`);
    return JSON.parse(opened.toString('utf8')) as unknown;
  }
}

const seedContext = (pairId: string) => `seed_pairs.server_seed:${pairId}`;
const outcomeContext = (roundId: string) => `rounds.outcome:${roundId}`;
