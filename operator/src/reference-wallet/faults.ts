/** Which webhooks a fault applies to, and how many times (forever when `times` is absent). */
export interface FaultMatch {
  /** Exact event name, or a pattern (`/_win$/`). */
  readonly event?: string | RegExp;
  readonly times?: number;
}

/**
 * Misbehaviour the reference wallet can put on, to test the service's money path:
 * answer without processing (or after processing, with a body of the test's choosing), answer late,
 * never answer, drop the connection, or commit and then lose the answer (the case where only an
 * idempotent retry is safe).
 */
export type Fault = (
  | { readonly respond: number; readonly body?: string; readonly afterProcessing?: boolean }
  | { readonly delayMs: number }
  | { readonly hang: true }
  | { readonly drop: true }
  | { readonly processThen: 'hang' | 'drop' }
) & { readonly match?: FaultMatch };

interface ArmedFault {
  readonly fault: Fault;
  remaining: number;
}

/** An ordered set of faults; the first one matching an event is used (and consumed if counted). */
export class FaultPlan {
  private faults: ArmedFault[] = [];

  /** Replaces every fault with this one, this queue (tried in order), or none. */
  set(fault: Fault | readonly Fault[] | null): void {
    this.faults = [];
    for (const f of fault === null ? [] : isList(fault) ? fault : [fault]) this.add(f);
  }

  /** Whether any fault is armed (when none is, an event need not even be read). */
  get armed(): boolean {
    return this.faults.length > 0;
  }

  add(fault: Fault): void {
    this.faults.push({ fault, remaining: fault.match?.times ?? Infinity });
  }

  /** The fault for this event, if any, counting one use. */
  take(event: string | undefined): Fault | undefined {
    const found = this.faults.find((a) => a.remaining > 0 && matches(a.fault.match?.event, event));
    if (!found) return undefined;
    found.remaining -= 1;
    this.faults = this.faults.filter((a) => a.remaining > 0);
    return found.fault;
  }
}

function isList(fault: Fault | readonly Fault[]): fault is readonly Fault[] {
  return Array.isArray(fault);
}

function matches(pattern: string | RegExp | undefined, event: string | undefined): boolean {
  if (pattern === undefined) return true;
  if (event === undefined) return false;
  return typeof pattern === 'string' ? pattern === event : pattern.test(event);
}
