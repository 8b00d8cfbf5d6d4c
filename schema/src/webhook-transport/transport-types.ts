/**
 * What became of one webhook POST. The distinction between "not sent" and "no answer" is the whole
 * point: a request that certainly never reached the operator cannot have moved money, while one whose
 * answer was lost may have, so the money path must treat the two differently.
 */
export type TransportResult =
  /** The operator answered; `body` is the raw text (empty when it exceeded the size cap). */
  | { readonly kind: 'response'; readonly status: number; readonly body: string }
  /** Certainly not delivered: refused by policy, an unsafe address, DNS failure or a refused connection. */
  | { readonly kind: 'not-sent'; readonly reason: 'policy' | 'unsafe-address' | 'dns' | 'connect'; readonly message: string }
  /** Maybe delivered: the deadline passed or the connection broke before a full answer arrived. */
  | { readonly kind: 'no-answer'; readonly reason: 'timeout' | 'network'; readonly message: string };

/** Delivers signed webhook bodies to operator endpoints. */
export interface WebhookTransport {
  /** POSTs `body` as JSON with the given extra headers. Never throws for network outcomes. */
  post(url: string, body: string, headers: Readonly<Record<string, string>>): Promise<TransportResult>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}

export interface WebhookTransportOptions {
  /**
   * `host:port` (or bare `host`, any port) entries that may be reached over plain HTTP and on private
   * addresses. Empty in production; the local demo and tests name their loopback wallet here.
   */
  readonly allowPrivate?: readonly string[];
  /** One deadline for DNS, connect, request and the whole answer. The contract's 4 s by default. */
  readonly timeoutMs?: number;
  /** Answers longer than this are not read (a wallet answer is a few dozen bytes). */
  readonly maxResponseBytes?: number;
}
