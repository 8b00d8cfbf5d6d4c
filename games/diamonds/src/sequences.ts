import { COLOUR_COUNT, GEM_COUNT, type GemColour } from './hands';

// For the exact enumerations of the tests (the hand counts, the return over the floats): no bundle imports it.

/** Every one of the 7⁵ = 16,807 colour sequences of five gems, in counting order (gem 0 turning fastest). */
export function* everySequence(): Generator<GemColour[]> {
  for (let n = 0; n < COLOUR_COUNT ** GEM_COUNT; n++) {
    const gems: GemColour[] = [];
    for (let i = 0, rest = n; i < GEM_COUNT; i++, rest = Math.floor(rest / COLOUR_COUNT)) gems.push(rest % COLOUR_COUNT);
    yield gems;
  }
}
