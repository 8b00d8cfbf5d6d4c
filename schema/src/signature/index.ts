export { constantTimeEqual } from './constant-time';
export {
  DEFAULT_TOLERANCE_SECONDS,
  LEGACY_SECRET_HEADER,
  OPERATOR_SECRET_HEADER,
  SIGNATURE_HEADER,
} from './headers';
export { computeSignature, hmacSha256Hex, sign, type HmacSha256Hex, type RawBody, type SignOptions } from './sign';
export { WebhookSignatureError, type SignatureFailure } from './signature-error';
export {
  parseSignatureHeader,
  verify,
  type ParsedSignatureHeader,
  type VerifyOptions,
} from './verify';
