import { gameBundle } from '../../scripts/browser-build.mjs';

export default gameBundle(import.meta.url);
