export { ErrorCodes, type ErrorCode } from './error-codes';
export { DomainError, isDomainError } from './domain-error';
