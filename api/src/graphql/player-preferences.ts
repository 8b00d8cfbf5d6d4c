import type { PlayerPreferences } from '../preferences';
import { builder } from './builder';
import { queryResult } from './errors';

/** `{ fastMode sound }`: the player's own choices in the games, the same in every session of theirs. */
export const PlayerPreferencesType = builder.objectRef<PlayerPreferences>('PlayerPreferences').implement({
  description: 'The player’s own choices in the games, kept per operator and user: all off until they choose.',
  fields: (t) => ({
    fastMode: t.exposeBoolean('fastMode', { description: 'Animations at a quarter of their length.' }),
    sound: t.exposeBoolean('sound', { description: 'Sound effects.' }),
  }),
});

const PlayerPreferencesInput = builder.inputType('PlayerPreferencesInput', {
  description: 'The choices to change: at least one; a field left out keeps its value.',
  fields: (t) => ({
    fastMode: t.boolean({ required: false }),
    sound: t.boolean({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  setPreferences: t.field({
    type: PlayerPreferencesType,
    description:
      'Changes the player’s choices and answers all of them. Moves no money and sends no webhook. A change naming no choice, or a null one, is VALIDATION_FAILED and writes nothing.',
    args: { input: t.arg({ type: PlayerPreferencesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { session } = await ctx.player();
      return queryResult(() => ctx.services.preferences.set(session, input));
    },
  }),
}));
