import { writeFileSync } from 'node:fs';
import { printPlaySchema } from '../src/graphql/print-schema';

// Rewrites schema.graphql from the code; the drift test fails until this has been run and committed.
writeFileSync(new URL('../schema.graphql', import.meta.url), printPlaySchema());
