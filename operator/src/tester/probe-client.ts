import { LEGACY_SECRET_HEADER, SIGNATURE_HEADER, computeSignature, stringifyExact } from '@rgs/schema';
import { nodeHmacSha256Hex, type WebhookTransport } from '@rgs/schema/webhook-transport';

/**
 * How a probe authenticates. `valid` is what the service sends (a fresh signature and the legacy
 * header); the others are the ways a stranger or a replayer might try to get in.
 */
export type Credentials =
  | { readonly kind: 'valid' }
  | { readonly kind: 'none' }
  | { readonly kind: 'signature-only'; readonly secret?: string; readonly skewSeconds?: number; readonly signedBody?: string }
  | { readonly kind: 'legacy-only'; readonly secret?: string }
  | { readonly kind: 'raw-signature'; readonly header: string };

/** One answer from the endpoint under test. `status` is undefined when no answer came. */
export interface ProbeAnswer {
  readonly status: number | undefined;
  readonly body: string;
  /** Why there was no answer (transport refused, timeout, reset). */
  readonly failure?: string;
  readonly ms: number;
}

export interface ProbeTarget {
  readonly url: string;
  readonly secret: string;
}

/** Sends tester webhooks exactly as the service does, or deliberately not. */
export class ProbeClient {
  /** Every answer's time, for the latency advisory. */
  readonly timings: number[] = [];
  /** The latest answer (or its absence), to tell an unreachable endpoint from a wrong one. */
  lastAnswer: ProbeAnswer | undefined;

  constructor(
    private readonly target: ProbeTarget,
    private readonly transport: WebhookTransport,
    private readonly now: () => number,
  ) {}

  /** POSTs a body (an object serialised exactly, or raw text sent as is). */
  async post(body: object | string, credentials: Credentials = { kind: 'valid' }): Promise<ProbeAnswer> {
    const raw = typeof body === 'string' ? body : stringifyExact(body);
    const started = performance.now();
    const result = await this.transport.post(this.target.url, raw, this.headers(raw, credentials));
    const ms = performance.now() - started;
    this.timings.push(ms);
    this.lastAnswer =
      result.kind === 'response'
        ? { status: result.status, body: result.body, ms }
        : { status: undefined, body: '', failure: `${result.kind} (${result.reason}): ${result.message}`, ms };
    return this.lastAnswer;
  }

  private headers(raw: string, credentials: Credentials): Record<string, string> {
    const seconds = Math.floor(this.now() / 1000);
    const signature = (secret: string, skew = 0, signed = raw) =>
      `t=${seconds + skew},v1=${computeSignature(secret, seconds + skew, signed, nodeHmacSha256Hex)}`;
    switch (credentials.kind) {
      case 'valid':
        return { [SIGNATURE_HEADER]: signature(this.target.secret), [LEGACY_SECRET_HEADER]: this.target.secret };
      case 'none':
        return {};
      case 'signature-only':
        return { [SIGNATURE_HEADER]: signature(credentials.secret ?? this.target.secret, credentials.skewSeconds, credentials.signedBody) };
      case 'legacy-only':
        return { [LEGACY_SECRET_HEADER]: credentials.secret ?? this.target.secret };
      case 'raw-signature':
        return { [SIGNATURE_HEADER]: credentials.header };
    }
  }
}
