import { parseArgs } from 'node:util';
import { Decimal } from '@rgs/schema';
import { viewAccount, type AccountService } from '../accounts';
import type { Database } from '../db';
import { currencyRates } from '../db/schema';
import { listReconciliationCases, resolveReconciliationCase, viewReconciliationCase } from '../reconciliation';

/** What a command prints (one JSON object) or why it failed. */
export type CommandResult = { readonly ok: true; readonly output: Record<string, unknown> } | { readonly ok: false; readonly message: string };

const OPT_INS = { 'round-close': 'roundClose', 'player-currency': 'playerCurrency', 'usd-rate': 'usdRate' } as const;

export const USAGE = `usage:
  admin customer create --client-id <id> --webhook-url <url> [--secret <s>]
                        [--opt-in round-close,player-currency,usd-rate] [--no-balance-in-mutation-response]
                        [--logo-url <url>] [--card-logo-url <url>]
  admin customer rotate-secret --client-id <id>
  admin customer show --client-id <id>
  admin rates set --code <CODE> --usd-rate <decimal>
  admin rates list
  admin reconciliation list [--open]
  admin reconciliation resolve --id <id> --note <text>`;

/** Runs one admin command against the services; pure apart from them, so tests call it directly. */
export async function runAdminCommand(
  argv: readonly string[],
  deps: { accounts: AccountService; db: Database; clock?: () => Date },
): Promise<CommandResult> {
  const [group, command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      'client-id': { type: 'string' },
      'webhook-url': { type: 'string' },
      secret: { type: 'string' },
      'opt-in': { type: 'string' },
      'no-balance-in-mutation-response': { type: 'boolean' },
      'logo-url': { type: 'string' },
      'card-logo-url': { type: 'string' },
      code: { type: 'string' },
      'usd-rate': { type: 'string' },
      open: { type: 'boolean' },
      id: { type: 'string' },
      note: { type: 'string' },
    },
  });
  const need = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
    return value;
  };

  if (group === 'customer' && command === 'create') {
    const optIns: Record<string, boolean> = {};
    for (const name of (values['opt-in'] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      const key = OPT_INS[name as keyof typeof OPT_INS];
      if (!key) throw new UsageError(`unknown opt-in "${name}" (known: ${Object.keys(OPT_INS).join(', ')})`);
      optIns[key] = true;
    }
    const account = await deps.accounts.create({
      clientId: need('client-id'),
      webhookUrl: need('webhook-url'),
      secret: values.secret,
      optIns,
      balanceInMutationResponse: !values['no-balance-in-mutation-response'],
      logoUrl: values['logo-url'],
      cardLogoUrl: values['card-logo-url'],
    });
    return { ok: true, output: { clientId: account.clientId, customerId: account.customerId, secret: account.secret } };
  }
  if (group === 'customer' && command === 'rotate-secret') {
    const account = await deps.accounts.rotateSecret(need('client-id'));
    return { ok: true, output: { clientId: account.clientId, secret: account.secret } };
  }
  if (group === 'customer' && command === 'show') {
    const account = await deps.accounts.findByClientId(need('client-id'));
    if (!account) return { ok: false, message: `No customer with client id ${values['client-id']}` };
    return { ok: true, output: { ...viewAccount(account) } };
  }
  if (group === 'rates' && command === 'set') {
    const code = need('code').toUpperCase();
    const text = need('usd-rate');
    if (!/^\d+(\.\d{1,10})?$/.test(text) || new Decimal(text).isZero()) throw new UsageError('--usd-rate must be a positive decimal with at most 10 places');
    await deps.db
      .insert(currencyRates)
      .values({ code, usdRate: text })
      .onConflictDoUpdate({ target: currencyRates.code, set: { usdRate: text, updatedAt: new Date() } });
    return { ok: true, output: { code, usdRate: new Decimal(text).toFixed() } };
  }
  if (group === 'rates' && command === 'list') {
    const rows = await deps.db.select().from(currencyRates).orderBy(currencyRates.code);
    return { ok: true, output: { rates: Object.fromEntries(rows.map((r) => [r.code, new Decimal(r.usdRate).toFixed()])) } };
  }
  if (group === 'reconciliation' && command === 'list') {
    const cases = await listReconciliationCases(deps.db, { open: values.open === true });
    return { ok: true, output: { cases: cases.map(viewReconciliationCase) } };
  }
  if (group === 'reconciliation' && command === 'resolve') {
    const id = need('id');
    const note = need('note').trim();
    if (note === '') throw new UsageError('--note must say what was done');
    const resolved = await resolveReconciliationCase(deps.db, id, note, deps.clock?.() ?? new Date());
    if (!resolved) return { ok: false, message: `No open reconciliation case with id ${id}` };
    return { ok: true, output: { ...viewReconciliationCase(resolved) } };
  }
  throw new UsageError(`unknown command: ${[group, command].filter(Boolean).join(' ') || '(none)'}`);
}

/** Bad command-line usage; the message is followed by the usage text. */
export class UsageError extends Error {}
