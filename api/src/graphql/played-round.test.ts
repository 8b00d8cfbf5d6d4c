import { HISTORY_ROUND_FIELDS, ROUND_FIELDS } from '@rgs/schema';
import { buildSchema, getNamedType, isEnumType, isNonNullType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printPlaySchema } from './print-schema';

// The games read rounds through @rgs/schema's PlayedRound and its ROUND_FIELDS selection; this keeps
// that one declaration and the API's `Round` type from drifting apart.
describe('the PlayedRound the games read', () => {
  const round = buildSchema(printPlaySchema()).getType('Round') as GraphQLObjectType;
  const fields = round.getFields();

  it('selects only fields the API’s Round has', () => {
    expect(ROUND_FIELDS.split(' ').filter((name) => !(name in fields))).toEqual([]);
  });

  it('declares as always present exactly the fields the API never leaves null', () => {
    const nullable = ROUND_FIELDS.split(' ').filter((name) => !isNonNullType(fields[name]!.type));
    // params is JSON! but any game's params; state and outcome are null before a move and while hidden.
    expect(nullable).toEqual(['state', 'outcome']);
  });

  it('knows every status the API answers', () => {
    const status = getNamedType(fields.status!.type);
    expect(isEnumType(status) && status.getValues().map((v) => v.name)).toEqual(['CLOSED', 'OPEN', 'VOID']);
  });
});

// The history the games show (`rounds`) reads HistoryRound through HISTORY_ROUND_FIELDS.
describe('the HistoryRound the games list', () => {
  const round = buildSchema(printPlaySchema()).getType('Round') as GraphQLObjectType;
  const fields = round.getFields();
  const own = HISTORY_ROUND_FIELDS.split(' ').filter((name) => !ROUND_FIELDS.split(' ').includes(name));

  it('adds to PlayedRound exactly when it was played and its fairness data', () => {
    expect(own).toEqual(['createdAt', 'nonce', 'serverSeedHash', 'clientSeed', 'serverSeed']);
  });

  it('selects only fields the API’s Round has', () => {
    expect(HISTORY_ROUND_FIELDS.split(' ').filter((name) => !(name in fields))).toEqual([]);
  });

  it('declares as nullable exactly the fields the API may leave null', () => {
    const nullable = HISTORY_ROUND_FIELDS.split(' ').filter((name) => !isNonNullType(fields[name]!.type));
    // The server seed stays secret until the player rotates away from its pair.
    expect(nullable).toEqual(['state', 'outcome', 'serverSeed']);
  });

  it('reads each added field with the scalar its type declares', () => {
    expect(Object.fromEntries(own.map((name) => [name, getNamedType(fields[name]!.type).name]))).toEqual({
      createdAt: 'DateTime',
      nonce: 'Int',
      serverSeedHash: 'String',
      clientSeed: 'String',
      serverSeed: 'String',
    });
  });
});

describe('the history page the games read', () => {
  const schema = buildSchema(printPlaySchema());

  it('pages with `rounds(game, first, after)` answering nodes and pageInfo { endCursor hasNextPage }', () => {
    const rounds = schema.getQueryType()!.getFields().rounds!;
    expect(rounds.args.map((a) => `${a.name}: ${a.type.toString()}`).sort()).toEqual(['after: String', 'first: Int', 'game: String']);
    const connection = getNamedType(rounds.type) as GraphQLObjectType;
    expect(connection.getFields().nodes!.type.toString()).toBe('[Round!]!');
    const pageInfo = getNamedType(connection.getFields().pageInfo!.type) as GraphQLObjectType;
    expect(Object.fromEntries(Object.values(pageInfo.getFields()).map((f) => [f.name, f.type.toString()]))).toEqual({
      endCursor: 'String',
      hasNextPage: 'Boolean!',
    });
  });
});
