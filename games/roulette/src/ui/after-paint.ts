// What the board needs only once the player acts, in a chunk of its own that the element fetches
// after its first drawing: the chips' stacks (none stands before the first chip), the arrow keys'
// moves over the lattice and the wheel's motion (no spin before a chip either).
export { renderStacks } from './table-stacks';
export { movedSpot } from './table-keys';
export { spinPoses } from './wheel-motion';
