import { ROUND_FIELDS } from '@rgs/schema';
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
