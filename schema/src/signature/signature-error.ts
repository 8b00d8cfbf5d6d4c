/** Why a webhook signature was refused. */
export type SignatureFailure =
  | 'missing_header'
  | 'malformed_header'
  | 'timestamp_outside_tolerance'
  | 'signature_mismatch'
  | 'missing_secret'
  | 'legacy_secret_mismatch';

/** The one error webhook verification throws; `reason` tells exactly which check failed. */
export class WebhookSignatureError extends Error {
  readonly code = 'WEBHOOK_SIGNATURE_INVALID' as const;
  readonly reason: SignatureFailure;

  constructor(reason: SignatureFailure, message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
    this.reason = reason;
  }
}
