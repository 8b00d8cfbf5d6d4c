import { LRUCache } from 'lru-cache';
import { clientSeedSchema, generateClientSeed, generateServerSeed, hashServerSeed } from '@rgs/game-kit';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import type { Database } from '../db';
import { InvalidClientSeedError, RotationBlockedError } from './fairness-errors';
import type { FairnessSealing } from './fairness-sealing';
import {
  findActivePair,
  findLastRevealedPair,
  hasLiveRound,
  incrementNonce,
  insertActivePair,
  lockActivePair,
  revealPair,
  type NewSeedPair,
  type SeedPairRow,
} from './seed-store';

/** A player, as fairness knows one. */
export interface FairnessPlayer {
  readonly customerId: string;
  readonly userId: string;
}

/** What the player sees of their seeds (INTERFACES.md §3 `Fairness`). */
export interface FairnessView {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Rounds played under the active pair; the next round uses nonce + 1. */
  readonly nonce: number;
  readonly previous: {
    readonly serverSeed: string;
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    readonly lastNonce: number;
  } | null;
}

/** The seeds of one round, reserved for it. */
export interface ReservedNonce {
  readonly seedPairId: string;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** Seed commitments, nonces and rotation. */
export interface FairnessService {
  /**
   * The player's active pair as this process last saw it (`nonce` = rounds played so far), loaded
   * or created when unknown. It may be stale: the caller takes nonce + 1 only with a conditional
   * update that fails if another process or a rotation got there first.
   */
  currentPair(player: FairnessPlayer): Promise<ReservedNonce>;
  /** Records what the database said the active pair is now (undefined: forget it). */
  notePair(player: FairnessPlayer, pair: ReservedNonce | undefined): void;
  /** The player's seeds, creating the first pair on first use. */
  view(player: FairnessPlayer): Promise<FairnessView>;
  /** Takes the next nonce inside the caller's transaction (the round insert rolls it back on failure). */
  reserveNonce(tx: Database, player: FairnessPlayer): Promise<ReservedNonce>;
  /** Reveals the active server seed and starts a new pair (client seed given or random). */
  rotate(player: FairnessPlayer, clientSeed?: string | null): Promise<FairnessView>;
}

/**
 * Builds the fairness service. Active server seeds are stored sealed by `sealing` and opened only
 * in memory; `randomBytes` is injectable for tests.
 */
export function createFairnessService(deps: {
  db: Database;
  clock: Clock;
  sealing: FairnessSealing;
  randomBytes?: (n: number) => Uint8Array;
}): FairnessService {
  const newPair = async (player: FairnessPlayer, clientSeed?: string): Promise<NewSeedPair> => {
    const id = newId('seed');
    const serverSeed = generateServerSeed(deps.randomBytes);
    return {
      id,
      customerId: player.customerId,
      userId: player.userId,
      serverSeed: deps.sealing.sealServerSeed(id, serverSeed),
      serverSeedHash: await hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? generateClientSeed(deps.randomBytes),
    };
  };
  const serverSeedOf = (row: SeedPairRow) => deps.sealing.openServerSeed(row.id, row.serverSeed);

  const toView = (active: SeedPairRow, previous: SeedPairRow | undefined): FairnessView => ({
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nonce: active.nonce,
    previous: previous
      ? { serverSeed: serverSeedOf(previous), serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, lastNonce: previous.nonce }
      : null,
  });

  const ensureActive = async (player: FairnessPlayer): Promise<SeedPairRow> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await findActivePair(deps.db, player.customerId, player.userId);
      if (existing) return existing;
      const inserted = await insertActivePair(deps.db, await newPair(player));
      if (inserted) return inserted;
    }
    throw new Error('could not establish an active seed pair');
  };

  // One entry per recently active player; a miss costs one query, a stale entry one retried statement.
  const pairs = new LRUCache<string, ReservedNonce>({ max: 50_000 });
  const keyOf = (player: FairnessPlayer) => `${player.customerId}\u0000${player.userId}`;
  const toReserved = (row: SeedPairRow): ReservedNonce => ({
    seedPairId: row.id,
    serverSeed: serverSeedOf(row),
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  });

  return {
    async currentPair(player) {
      const cached = pairs.get(keyOf(player));
      if (cached) return cached;
      const loaded = toReserved(await ensureActive(player));
      pairs.set(keyOf(player), loaded);
      return loaded;
    },

    notePair(player, pair) {
      if (pair) pairs.set(keyOf(player), pair);
      else pairs.delete(keyOf(player));
    },

    async view(player) {
      const active = await ensureActive(player);
      return toView(active, await findLastRevealedPair(deps.db, player.customerId, player.userId));
    },

    async reserveNonce(tx, player) {
      // Read committed: each statement sees pairs committed by a concurrent rotation, so this settles in a few tries.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = (await incrementNonce(tx, player.customerId, player.userId)) ?? (await insertActivePair(tx, await newPair(player), 1));
        if (row) {
          // Cached only once the caller's transaction is known to commit would be exact; a stale
          // entry is harmless (the conditional update refuses it), so forget rather than guess.
          pairs.delete(keyOf(player));
          return toReserved(row);
        }
      }
      throw new Error('could not reserve a nonce');
    },

    async rotate(player, clientSeed) {
      if (clientSeed !== undefined && clientSeed !== null) {
        const parsed = clientSeedSchema.safeParse(clientSeed);
        if (!parsed.success) throw new InvalidClientSeedError('The client seed must be 1 to 64 printable characters');
      }
      await ensureActive(player);
      const next = await newPair(player, clientSeed ?? undefined);
      return deps.db.transaction(async (tx) => {
        const active = await lockActivePair(tx, player.customerId, player.userId);
        if (!active) throw new Error('active seed pair vanished during rotation');
        if (await hasLiveRound(tx, active.id)) throw new RotationBlockedError();
        const serverSeed = serverSeedOf(active);
        await revealPair(tx, active.id, serverSeed, new Date(deps.clock.now()));
        const inserted = await insertActivePair(tx, next);
        if (!inserted) throw new Error('a concurrent rotation created the new pair first');
        return toView(inserted, { ...active, serverSeed, status: 'revealed' });
      }).finally(() => pairs.delete(keyOf(player)));
    },
  };
}
