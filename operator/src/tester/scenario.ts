import { Decimal, balanceResponseSchema, mutationResponseBalanceSchema, parseExact } from '@rgs/schema';
import type { Credentials, ProbeAnswer, ProbeClient } from './probe-client';

/** Required scenarios decide approval; advisories only warn. */
export type Severity = 'required' | 'advisory';

/** One check of the catalog. */
export interface Scenario {
  /** Stable id, e.g. `dice.replayed-debit`. */
  readonly id: string;
  readonly severity: Severity;
  /** The contract rule it checks, by section. */
  readonly rule: string;
  /** One line: what it does. */
  readonly purpose: string;
  /** One line: what a correct wallet answers. */
  readonly expected: string;
  run(ctx: ScenarioContext): Promise<void>;
}

/** A scenario's expectation that did not hold; the message says what came instead. */
export class ScenarioFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioFailure';
  }
}

/** Who the probes are for. */
export interface ProbeIdentity {
  readonly customerId: string;
  readonly userId: string;
  /** Sent on `_bet`, `_win` and `balance_check` as the service does, except where a scenario proves it is not needed. */
  readonly sessionToken?: string;
}

/** What a probe event carries beyond its name. */
export interface EventFields {
  readonly betId?: string | null;
  readonly transactionId?: string | null;
  readonly roundClosed?: boolean;
  readonly actions?: readonly unknown[];
  /** Include the session token (when the run has one). Default true except for `_close`. */
  readonly session?: boolean;
  readonly customerId?: string;
  readonly userId?: string;
  readonly extra?: Readonly<Record<string, unknown>>;
}

const describe = (answer: ProbeAnswer) =>
  answer.status === undefined ? `no answer (${answer.failure})` : `HTTP ${answer.status}${answer.body ? ` ${answer.body.slice(0, 160)}` : ''}`;

/**
 * The tools a scenario plays with: fresh ids, event bodies shaped as the service sends them, and
 * checks that fail the scenario with a precise message. It keeps the balance the wallet should have
 * now (`expected`), read from the wallet at the scenario's start, so each scenario is judged on its
 * own movements and one defect does not spill into the next scenario's verdict.
 */
export class ScenarioContext {
  private expectedBalance: Decimal | undefined;
  private counter = 0;

  constructor(
    readonly client: ProbeClient,
    readonly identity: ProbeIdentity,
    private readonly idPrefix: string,
    /** The balance the operator declared for the run. */
    readonly openingBalance: Decimal,
  ) {}

  /** A betId or transactionId never used before in any run. */
  newId(kind: 'round' | 'tx'): string {
    this.counter += 1;
    return `${this.idPrefix}-${kind}-${this.counter}`;
  }

  /** A webhook body as the service builds it. `null` for betId/transactionId leaves the field out. */
  event(name: string, fields: EventFields = {}): Record<string, unknown> {
    const body: Record<string, unknown> = { event: name, userId: fields.userId ?? this.identity.userId, customerId: fields.customerId ?? this.identity.customerId };
    if (fields.betId !== null && name !== 'balance_check') body.betId = fields.betId ?? this.newId('round');
    if (fields.transactionId !== null && name !== 'balance_check') body.transactionId = fields.transactionId ?? this.newId('tx');
    if (fields.roundClosed !== undefined) body.roundClosed = fields.roundClosed;
    body.actions = fields.actions ?? [];
    const session = fields.session ?? !name.endsWith('_close');
    if (session && this.identity.sessionToken) body.sessionToken = this.identity.sessionToken;
    return { ...body, ...fields.extra };
  }

  bet(game: string, betId: string, amount: Decimal | string, fields: EventFields = {}) {
    return this.event(`${game}_bet`, { roundClosed: false, ...fields, betId, actions: [{ type: 'bet', amount: new Decimal(amount) }] });
  }

  win(game: string, betId: string, amount: Decimal | string, fields: EventFields = {}) {
    return this.event(`${game}_win`, { roundClosed: true, ...fields, betId, actions: [{ type: 'win', amount: new Decimal(amount) }] });
  }

  close(game: string, betId: string, fields: EventFields = {}) {
    return this.event(`${game}_close`, { roundClosed: true, ...fields, betId, actions: [] });
  }

  balanceCheck(fields: EventFields = {}) {
    return this.event('balance_check', fields);
  }

  send(body: object | string, credentials?: Credentials): Promise<ProbeAnswer> {
    return this.client.post(body, credentials);
  }

  /** Reads the balance with a valid `balance_check`; anything but the contract's answer fails the scenario. */
  async readBalance(step = 'balance_check'): Promise<Decimal> {
    const answer = await this.send(this.balanceCheck());
    if (answer.status !== 200) throw new ScenarioFailure(`${step}: expected HTTP 200 with {success:true, balance}, got ${describe(answer)}`);
    const parsed = balanceResponseSchema.safeParse(tryParse(answer.body));
    if (!parsed.success) throw new ScenarioFailure(`${step}: expected {success:true, balance:<finite number>}, got ${answer.body.slice(0, 160)}`);
    return parsed.data.balance;
  }

  /** Starts the scenario's balance bookkeeping from the wallet's own figure. */
  async begin(): Promise<Decimal> {
    this.expectedBalance = await this.readBalance('balance at the start');
    return this.expectedBalance;
  }

  get expected(): Decimal {
    if (!this.expectedBalance) throw new Error('begin() must run first');
    return this.expectedBalance;
  }

  /** Books a movement the scenario made without `accept` (concurrent sends). */
  adjust(delta: Decimal): void {
    this.expectedBalance = this.expected.plus(delta);
  }

  /** Fails unless the wallet's balance is exactly what the scenario's movements make it. */
  async checkBalance(step: string): Promise<void> {
    const actual = await this.readBalance(`${step} (balance_check)`);
    if (!actual.eq(this.expected)) {
      throw new ScenarioFailure(`${step}: the balance is ${amountText(actual)}, expected exactly ${amountText(this.expected)}`);
    }
  }

  /**
   * Sends a mutation that must be accepted and move the balance by exactly `delta`: exactly HTTP 200,
   * a `balance` in the answer (if any) equal to the new balance, and `balance_check` agreeing.
   */
  async accept(body: object | string, step: string, delta: Decimal | string = '0', credentials?: Credentials): Promise<ProbeAnswer> {
    const answer = await this.send(body, credentials);
    if (answer.status !== 200) throw new ScenarioFailure(`${step}: expected HTTP 200, got ${describe(answer)}`);
    this.expectedBalance = this.expected.plus(delta);
    checkReportedBalance(answer, this.expected, step);
    await this.checkBalance(step);
    return answer;
  }

  /** Sends something that must be refused with a non-200 status and change nothing. */
  async refuse(body: object | string, step: string, credentials?: Credentials): Promise<ProbeAnswer> {
    const answer = await this.send(body, credentials);
    if (answer.status === undefined) throw new ScenarioFailure(`${step}: expected a non-200 refusal, got ${describe(answer)}`);
    if (answer.status === 200) {
      throw new ScenarioFailure(`${step}: expected a non-200 refusal, got ${describe(answer)} (HTTP 200 means committed, whatever the body says)`);
    }
    await this.checkBalance(`${step}, then the balance is unchanged`);
    return answer;
  }

  /** Plays a won round of `game` (debit then equal credit): the plainest way to settle what a scenario opened. */
  async settle(game: string, betId: string, amount: Decimal | string, step: string): Promise<void> {
    await this.accept(this.win(game, betId, amount), `${step}: the credit settling the round`, amount);
  }

  /**
   * Brings the balance back to `target` with ordinary rounds of `game`: a won round whose credit
   * exceeds its debit by what is missing (a free-bet round when not even its stake is left), or a lost
   * instant round of what is in excess.
   */
  async restoreTo(target: Decimal, game = 'dice'): Promise<void> {
    const gap = target.minus(this.expected);
    if (gap.isZero()) return;
    const betId = this.newId('round');
    if (gap.isPositive()) {
      const stake = this.expected.gte(RESTORING_STAKE) ? RESTORING_STAKE : new Decimal(0);
      const free = stake.isZero() ? { extra: { freeBet: true, freeBetId: this.newId('round').replace('-round-', '-grant-'), freeBetsRemaining: 0 } } : {};
      await this.accept(this.bet(game, betId, stake, free), 'restoring the balance: debit', stake.neg());
      await this.accept(this.win(game, betId, stake.plus(gap), free), 'restoring the balance: credit', stake.plus(gap));
    } else {
      await this.accept(this.bet(game, betId, gap.neg(), { roundClosed: true }), 'restoring the balance: a lost round', gap);
    }
  }

  /**
   * After a scenario that did not pass, puts the wallet back at the opening balance so that the next
   * scenario is judged on its own: one defect (a replay debited twice, say) must not drain the balance
   * and fail every scenario after it. Answers what was done, or why it could not be.
   */
  async relevel(): Promise<string | undefined> {
    try {
      const found = await this.begin();
      if (found.eq(this.openingBalance)) return undefined;
      await this.restoreTo(this.openingBalance);
      return `the balance was ${amountText(found)} afterwards; the tester brought it back to ${amountText(this.openingBalance)}`;
    } catch (error) {
      return `the balance could not be brought back to ${amountText(this.openingBalance)}: ${(error as Error).message}`;
    }
  }
}

const RESTORING_STAKE = new Decimal('0.01');

/** The answer's `balance`, when it sends one, is what the service will believe: it must be exact. */
function checkReportedBalance(answer: ProbeAnswer, expected: Decimal, step: string): void {
  const json = tryParse(answer.body);
  if (!json || typeof json !== 'object' || !('balance' in json)) return;
  const parsed = mutationResponseBalanceSchema.safeParse(json);
  if (!parsed.success) throw new ScenarioFailure(`${step}: the answer's balance is not a finite non-negative number: ${answer.body.slice(0, 160)}`);
  if (!parsed.data.balance.eq(expected)) {
    throw new ScenarioFailure(`${step}: the answer reports balance ${amountText(parsed.data.balance)}, but it should be ${amountText(expected)} (the service uses the reported balance)`);
  }
}

export function tryParse(text: string): unknown {
  try {
    return parseExact(text);
  } catch {
    return undefined;
  }
}

export { describe as describeAnswer };

/** An amount as a person reads it: exact, with at least two decimal places (0.50, 0.0123456789). */
export function amountText(amount: Decimal): string {
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}
