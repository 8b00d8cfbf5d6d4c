import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printPlaySchema } from './print-schema';

describe('the checked-in SDL', () => {
  it('matches the schema the code builds (run `npm run schema:print -w @rgs/api` after a deliberate change)', () => {
    expect(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printPlaySchema());
  });
});
