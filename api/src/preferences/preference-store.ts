import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { playerPreferences } from '../db/schema';

/** Whose choices: one player of one operator. */
export interface PreferencesOwner {
  readonly customerId: string;
  readonly userId: string;
}

/** A player's choices in the games. */
export interface PlayerPreferences {
  readonly fastMode: boolean;
  readonly sound: boolean;
}

/** A change to some of them; an absent field keeps its value. */
export type PreferencesChange = Partial<PlayerPreferences>;

/** What a player who never chose has: everything off. */
export const DEFAULT_PREFERENCES: PlayerPreferences = { fastMode: false, sound: false };

/** Reads the player's stored choices; null when they never made one. */
export async function readPreferences(db: Database, owner: PreferencesOwner): Promise<PlayerPreferences | null> {
  const [row] = await db
    .select({ fastMode: playerPreferences.fastMode, sound: playerPreferences.sound })
    .from(playerPreferences)
    .where(and(eq(playerPreferences.customerId, owner.customerId), eq(playerPreferences.userId, owner.userId)));
  return row ?? null;
}

/**
 * Writes the given choices in one statement and answers all of them: a first change inserts the row
 * (the other choice off), a later one updates only the given columns, so two toggles racing from two
 * tabs each keep the other's choice.
 */
export async function upsertPreferences(db: Database, owner: PreferencesOwner, change: PreferencesChange, at: Date): Promise<PlayerPreferences> {
  const set = { ...change, updatedAt: at };
  const [row] = await db
    .insert(playerPreferences)
    .values({ customerId: owner.customerId, userId: owner.userId, ...DEFAULT_PREFERENCES, ...set })
    .onConflictDoUpdate({ target: [playerPreferences.customerId, playerPreferences.userId], set })
    .returning({ fastMode: playerPreferences.fastMode, sound: playerPreferences.sound });
  if (!row) throw new Error('the preferences upsert returned no row');
  return row;
}
