import { DomainError, ErrorCodes } from '@rgs/schema';

/** The body is larger than the endpoint reads; nothing past the limit was read. */
export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super(ErrorCodes.PAYLOAD_TOO_LARGE, `Request body too large: at most ${limitBytes} bytes`, { limitBytes });
  }
}

/** The contract's requests are JSON; anything else is refused before it is read. */
export class UnsupportedMediaTypeError extends DomainError {
  constructor() {
    super(ErrorCodes.UNSUPPORTED_MEDIA_TYPE, 'Content-Type must be application/json');
  }
}
