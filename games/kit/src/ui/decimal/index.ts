// Exact decimal arithmetic on amounts (BigInt-scaled, no decimal.js, never a float) for the live bundle.
// The folder is this one module: its entry exports all of it rather than naming each export again.
export * from './decimal-text';
