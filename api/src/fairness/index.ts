export { InvalidClientSeedError, RotationBlockedError } from './fairness-errors';
export {
  createFairnessService,
  type FairnessPlayer,
  type FairnessService,
  type FairnessView,
  type ReservedNonce,
} from './fairness-service';
