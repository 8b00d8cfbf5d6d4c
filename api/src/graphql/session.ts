import type { Theme } from '@rgs/schema';
import type { PlayerSession } from '../sessions';
import { builder } from './builder';
import { queryResult } from './errors';
import { PlayerPreferencesType } from './player-preferences';

const ThemeType = builder.objectRef<Theme>('Theme').implement({
  description: 'The resolved theme: session value, else customer default, else built-in, per key.',
  fields: (t) => ({
    buttonColor: t.exposeString('buttonColor'),
    darkBackground: t.exposeString('darkBackground'),
    darkLightBackground: t.exposeString('darkLightBackground'),
  }),
});

const PlayerSessionType = builder.objectRef<PlayerSession>('PlayerSession').implement({
  description: 'What the game needs to know about the player’s session.',
  fields: (t) => ({
    userId: t.exposeString('userId'),
    userName: t.exposeString('userName', { nullable: true }),
    currency: t.string({
      description: 'The currency shown to the player.',
      resolve: (s) => s.displayCurrency ?? s.wireCurrency,
    }),
    currencyPrefix: t.exposeString('displayPrefix', { nullable: true, description: 'Display symbol (legacy display-conversion mode).' }),
    wireCurrency: t.exposeString('wireCurrency', { description: 'The currency of every amount the API returns.' }),
    displayRate: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'Legacy display-conversion mode only: shown amount = amount × displayRate.',
      resolve: (s) => (s.currencyMode === 'display' ? s.displayRate : null),
    }),
    language: t.exposeString('language'),
    showBalance: t.exposeBoolean('showBalance'),
    showRules: t.exposeBoolean('showRules'),
    theme: t.field({ type: ThemeType, resolve: (s) => s.theme }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    cardLogoUrl: t.exposeString('cardLogoUrl', { nullable: true }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expiresAt }),
    preferences: t.field({
      type: PlayerPreferencesType,
      description: 'The player’s own choices (fast mode, sound), the same in every session of theirs.',
      resolve: (s, _args, ctx) => ctx.services.preferences.get(s),
    }),
  }),
});

builder.queryFields((t) => ({
  session: t.field({
    type: PlayerSessionType,
    resolve: async (_root, _args, ctx) => (await ctx.player()).session,
  }),
  balance: t.field({
    type: 'Decimal',
    description: 'The player’s balance, read fresh from the operator (balance_check).',
    resolve: (_root, _args, ctx) => queryResult(() => ctx.balance()),
  }),
}));
