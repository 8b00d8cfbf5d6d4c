// Failures as players understand them, and the connection state while the play API gives no answer.
export { CLIENT_ERROR_CODES, classifyError, isErrorCode, type ErrorClass, type PlayerErrorKind } from './error-kind';
export { playerError, type PlayerError, type PlayerErrorContext } from './player-error';
export { BACKOFF_MS, ConnectionController, type ConnectionControllerOptions, type ConnectionState } from './connection-controller';
export { errorStrings, type ErrorStrings, type ErrorText } from './translations';
