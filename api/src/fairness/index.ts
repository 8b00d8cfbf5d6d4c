export { InvalidClientSeedError, RotationBlockedError } from './fairness-errors';
export { FairnessSealing } from './fairness-sealing';
export {
  createFairnessService,
  type FairnessPlayer,
  type FairnessService,
  type FairnessView,
  type ReservedNonce,
} from './fairness-service';
