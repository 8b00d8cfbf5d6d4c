export { viewAccount, type Account, type AccountOptIns, type AccountView } from './account';
export { AccountInputError, AccountNotFoundError, UnauthorizedError } from './account-errors';
export {
  ACCOUNT_CACHE_TTL_MS,
  createAccountService,
  generateSecret,
  isClientId,
  secretsMatch,
  type AccountService,
  type AccountServiceDeps,
  type CreateAccountInput,
} from './account-service';
