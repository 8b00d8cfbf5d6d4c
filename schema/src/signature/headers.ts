/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256>` on every webhook. */
export const SIGNATURE_HEADER = 'x-service-signature';
/** Legacy header carrying the raw webhook secret, still sent for older integrations. */
export const LEGACY_SECRET_HEADER = 'x-webhook-secret';
/** Header the operator's backend sends on `/session` and `/freebets/*` with its webhook secret. */
export const OPERATOR_SECRET_HEADER = 'x-operator-secret';
/** Default clock tolerance of signature verification, both ways. */
export const DEFAULT_TOLERANCE_SECONDS = 300;
