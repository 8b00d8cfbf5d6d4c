import { z } from 'zod';
import type { Clock } from '../common/clock';
import { ValidationError, parseOrThrow } from '../common/validation';
import type { Database } from '../db';
import {
  DEFAULT_PREFERENCES,
  readPreferences,
  upsertPreferences,
  type PlayerPreferences,
  type PreferencesChange,
  type PreferencesOwner,
} from './preference-store';

/** A change as the play API takes it: each field a boolean when given; null is not "unchanged". */
export const preferencesChangeSchema = z.strictObject({
  fastMode: z.boolean().optional(),
  sound: z.boolean().optional(),
});

/** The player's own choices (fast mode, sound), kept per operator and user. They move no money. */
export interface PreferencesService {
  /** The player's choices; all off for a player who never made one. */
  get(owner: PreferencesOwner): Promise<PlayerPreferences>;
  /**
   * Changes the given choices and answers all of them. Throws `ValidationError` (VALIDATION_FAILED),
   * writing nothing, for a change that names no choice or gives one that is not a boolean.
   */
  set(owner: PreferencesOwner, change: unknown): Promise<PlayerPreferences>;
}

/** Builds the preferences service. */
export function createPreferencesService(deps: { db: Database; clock: Clock }): PreferencesService {
  return {
    async get(owner) {
      return (await readPreferences(deps.db, owner)) ?? DEFAULT_PREFERENCES;
    },
    async set(owner, raw) {
      const parsed = parseOrThrow(preferencesChangeSchema, raw, 'preferences');
      const change: PreferencesChange = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
      if (Object.keys(change).length === 0) throw new ValidationError('Invalid preferences: give fastMode, sound or both');
      return upsertPreferences(deps.db, owner, change, new Date(deps.clock.now()));
    },
  };
}
