import { asc, eq } from 'drizzle-orm';
import { freeBetGrants } from '../db/schema';
import type { Harness, TestOperator } from '../testing/harness';

/** An answer of a free-bet endpoint: the raw text (numbers exactly as written) and its parse. */
export interface FreeBetAnswer {
  readonly status: number;
  readonly text: string;
  readonly body: any;
  readonly headers: Headers;
}

/** How to send: another secret (null = no header), a caller address, a raw body or content type. */
export interface SendOptions {
  readonly secret?: string | null;
  readonly address?: string;
  readonly contentType?: string | null;
}

/** The operator's calls to `POST /freebets/issue` and `/cancel`, in process, for the integration tests. */
export function freeBetClient(h: Pick<Harness, 'service' | 'database'>) {
  const post = async (path: string, body: string, secret: string | null, options: SendOptions): Promise<FreeBetAnswer> => {
    const headers: Record<string, string> = {};
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    if (secret !== null) headers['x-operator-secret'] = secret;
    const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined;
    const res = await h.service.app.request(path, { method: 'POST', headers, body }, env);
    const text = await res.text();
    return { status: res.status, text, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const send = (path: string) => (op: TestOperator, fields: Record<string, unknown> | string, options: SendOptions = {}) =>
    post(
      path,
      typeof fields === 'string' ? fields : JSON.stringify({ clientId: op.clientId, ...fields }),
      options.secret === undefined ? op.secret : options.secret,
      options,
    );
  return {
    /** `POST /freebets/issue` as the operator; `fields` are added to its clientId (a string is sent as is). */
    issue: send('/freebets/issue'),
    /** `POST /freebets/cancel` as the operator. */
    cancel: send('/freebets/cancel'),
    /** The stored grants, all or one customer's, oldest first. */
    async rows(customerId?: string) {
      const query = h.database.db.select().from(freeBetGrants);
      const rows = await (customerId ? query.where(eq(freeBetGrants.customerId, customerId)) : query).orderBy(asc(freeBetGrants.createdAt), asc(freeBetGrants.id));
      return rows;
    },
  };
}
