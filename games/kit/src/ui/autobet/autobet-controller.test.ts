import { describe, expect, it } from 'vitest';
import { AutobetController, AutobetSettingsError, type AutobetRound, type AutobetStake, type VisibilitySource } from './autobet-controller';
import type { AutobetSettings } from './autobet-settings';
import { addDecimal } from '../decimal';
import { TestControllerHost } from '../../testing';

/** A page whose visibility the test sets. */
class Page extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  hide(): void {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A round's answer the test holds back until it says so. */
interface Pending {
  readonly amount: string;
  resolve(round: AutobetRound | null): void;
  reject(error: Error): void;
}

const RESET = { mode: 'reset', percent: '0' } as const;
const settings = (change: Partial<AutobetSettings> = {}): AutobetSettings => ({ count: 10, onWin: RESET, onLoss: RESET, ...change });
const lost = (amount: string): AutobetRound => ({ stake: amount, payout: '0' });
const doubled = (amount: string): AutobetRound => ({ stake: amount, payout: addDecimal(amount, amount) });

/** A controller whose placeOne answers at once from `answer`, recording each amount. */
function instant(answer: (amount: string, index: number) => AutobetRound | null | Error, stake: Partial<AutobetStake> = {}) {
  const amounts: string[] = [];
  const page = new Page();
  const host = new TestControllerHost();
  const controller = new AutobetController(host, {
    placeOne: async (amount) => {
      amounts.push(amount);
      const result = answer(amount, amounts.length - 1);
      if (result instanceof Error) throw result;
      return result;
    },
    stake: () => ({ amount: '1', places: 8, ...stake }),
    document: page,
  });
  return { controller, amounts, page, host };
}

/** A controller whose placeOne answers only when the test resolves it; counts rounds in flight. */
function held() {
  const pending: Pending[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const page = new Page();
  const host = new TestControllerHost();
  const controller = new AutobetController(host, {
    placeOne: (amount) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise((resolve, reject) => {
        pending.push({
          amount,
          resolve: (round) => {
            inFlight--;
            resolve(round);
          },
          reject: (error) => {
            inFlight--;
            reject(error);
          },
        });
      });
    },
    stake: () => ({ amount: '1', places: 8 }),
    document: page,
  });
  return { controller, pending, page, host, mostInFlight: () => mostInFlight };
}

describe('AutobetController', () => {
  it('places exactly the number of bets asked for, then stops with the reason', async () => {
    const { controller, amounts } = instant(lost);
    expect(controller.state).toBe('idle');
    const reason = await controller.start(settings({ count: 10 }));
    expect(reason).toBe('count');
    expect(amounts).toHaveLength(10);
    expect(controller.played).toBe(10);
    expect(controller.profit).toBe('-10');
    expect(controller.lastStopReason).toBe('count');
    expect(controller.state).toBe('idle');
    expect(controller.nextAmount).toBeNull();
  });

  it('increases on loss by exactly 50% (1 → 1.5 → 2.25 → 3.375) and resets on a win', async () => {
    const script = ['loss', 'loss', 'loss', 'win', 'loss', 'loss'];
    const { controller, amounts } = instant((amount, i) => (script[i] === 'win' ? doubled(amount) : lost(amount)));
    await controller.start(settings({ count: 6, onLoss: { mode: 'increase', percent: '50' } }));
    expect(amounts).toEqual(['1', '1.5', '2.25', '3.375', '1', '1.5']);
    // -1 -1.5 -2.25 +3.375 -1 -1.5
    expect(controller.profit).toBe('-3.875');
  });

  it('rounds an increase down to the stake’s decimals and holds it within the limits', async () => {
    const { controller, amounts } = instant(doubled, { amount: '1', places: 2, max: '3' });
    await controller.start(settings({ count: 5, onWin: { mode: 'increase', percent: '33.3' } }));
    // 1.333 → 1.33; 1.77289 → 1.77; 2.35941 → 2.35; 3.13255 → held at 3
    expect(amounts).toEqual(['1', '1.33', '1.77', '2.35', '3']);
  });

  it('leaves the stake as it was after a push (paid back exactly the stake)', async () => {
    const answers = [lost('1'), { stake: '1.1', payout: '1.1' }, doubled('1.1'), lost('1')];
    const { controller, amounts } = instant((_, i) => answers[i]!, { amount: '1', places: 2 });
    expect(await controller.start(settings({ count: 4, onLoss: { mode: 'increase', percent: '10' } }))).toBe('count');
    expect(amounts).toEqual(['1', '1.1', '1.1', '1']);
  });

  it('holds a reset to a base bet below the minimum at the minimum', async () => {
    const { controller, amounts } = instant(doubled, { amount: '0.05', places: 2, min: '0.1' });
    await controller.start(settings({ count: 2 }));
    expect(amounts).toEqual(['0.05', '0.1']);
  });

  it('keeps the profit exact over decimal payouts', async () => {
    const { controller } = instant((amount) => ({ stake: amount, payout: '0.3' }), { amount: '0.1' });
    await controller.start(settings({ count: 3 }));
    expect(controller.profit).toBe('0.6');
  });

  it('stops once the profit reaches the target', async () => {
    const { controller, amounts } = instant(doubled);
    const reason = await controller.start(settings({ count: null, stopOnProfit: '2.5' }));
    expect(reason).toBe('profit');
    expect(amounts).toHaveLength(3);
    expect(controller.profit).toBe('3');
  });

  it('stops once the loss reaches the limit, the limit itself included', async () => {
    const { controller, amounts } = instant(lost);
    const reason = await controller.start(settings({ count: null, stopOnLoss: '2' }));
    expect(reason).toBe('loss');
    expect(amounts).toHaveLength(2);
    expect(controller.profit).toBe('-2');
  });

  it.each([
    ['a throw', new Error('INSUFFICIENT_FUNDS')],
    ['no round', null],
  ])('stops on an error (%s), counting only the rounds that were played', async (_, failure) => {
    const { controller, amounts } = instant((amount, i) => (i === 2 ? failure : lost(amount)));
    const reason = await controller.start(settings({ count: null }));
    expect(reason).toBe('error');
    expect(amounts).toHaveLength(3);
    expect(controller.played).toBe(2);
    expect(controller.lastStopReason).toBe('error');
  });

  it('never starts a round before the last one has answered', async () => {
    const { controller, pending, mostInFlight } = held();
    const run = controller.start(settings({ count: 3 }));
    await expect.poll(() => pending.length).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(lost('1'));
    await expect.poll(() => pending.length).toBe(2);
    expect(controller.played).toBe(1);
    pending[1]!.resolve(lost('1'));
    await expect.poll(() => pending.length).toBe(3);
    pending[2]!.resolve(lost('1'));
    expect(await run).toBe('count');
    expect(mostInFlight()).toBe(1);
  });

  it('stops when the tab is hidden, after the round in flight, and never starts on a hidden page', async () => {
    const { controller, pending, page } = held();
    const run = controller.start(settings({ count: null }));
    await expect.poll(() => pending.length).toBe(1);
    pending[0]!.resolve(lost('1'));
    await expect.poll(() => pending.length).toBe(2);
    page.hide();
    expect(controller.state).toBe('stopping');
    pending[1]!.resolve(lost('1'));
    expect(await run).toBe('hidden');
    expect(pending).toHaveLength(2);
    expect(controller.played).toBe(2);
    expect(controller.state).toBe('idle');
    expect(await controller.start(settings())).toBe('hidden');
    expect(pending).toHaveLength(2);
  });

  it('stops on auth_required with that reason, even though the round in flight then fails', async () => {
    const { controller, pending } = held();
    const run = controller.start(settings({ count: null }));
    await expect.poll(() => pending.length).toBe(1);
    controller.stop('auth_required');
    pending[0]!.resolve(null);
    expect(await run).toBe('auth_required');
    expect(controller.played).toBe(0);
  });

  it('stops on the player’s Stop, letting the round in flight count', async () => {
    const { controller, pending, host } = held();
    const updates: string[] = [];
    controller.subscribe(() => updates.push(controller.state));
    const run = controller.start(settings({ count: null }));
    await expect.poll(() => pending.length).toBe(1);
    controller.stop();
    pending[0]!.resolve(doubled('1'));
    expect(await run).toBe('user');
    expect(controller.played).toBe(1);
    expect(controller.profit).toBe('1');
    expect(updates).toEqual(['running', 'stopping', 'stopping', 'idle']);
    expect(host.updates).toBe(4);
  });

  it('ignores a second start while running, and a stop while idle', async () => {
    const { controller, pending } = held();
    controller.stop();
    expect(controller.lastStopReason).toBeNull();
    const run = controller.start(settings({ count: 1 }));
    expect(await controller.start(settings({ count: 1 }))).toBeNull();
    await expect.poll(() => pending.length).toBe(1);
    pending[0]!.resolve(lost('1'));
    expect(await run).toBe('count');
    expect(pending).toHaveLength(1);
  });

  it('stops when the game leaves the page', async () => {
    const { controller, pending, host } = held();
    const run = controller.start(settings({ count: null }));
    await expect.poll(() => pending.length).toBe(1);
    host.disconnect();
    pending[0]!.resolve(lost('1'));
    expect(await run).toBe('disconnected');
  });

  it('refuses settings that break the form’s rules', async () => {
    const { controller, amounts } = instant(lost);
    await expect(controller.start(settings({ count: 0 }))).rejects.toThrow(AutobetSettingsError);
    await expect(controller.start(settings({ onWin: { mode: 'increase', percent: 'x' } }))).rejects.toMatchObject({ code: 'INVALID_AUTOBET_SETTINGS', problems: ['onWin.percent'] });
    expect(amounts).toEqual([]);
    expect(controller.state).toBe('idle');
  });
});
