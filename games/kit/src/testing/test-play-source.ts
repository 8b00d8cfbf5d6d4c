import type { PlaySession, PlaySource } from '../ui/play-source';

/** A session as a game's element tests open it: US dollars, a balance of 100 shown, the rules button hidden, no limits. */
export function testSession(change: Partial<PlaySession> = {}): PlaySession {
  return { currency: 'USD', showBalance: true, showRules: false, logoUrl: null, limits: null, balance: '100', preferences: null, ...change };
}

/**
 * A play source for a game's element tests, with no network: the calls the test gives, `open`
 * answering `testSession()` with no round left open unless the test gives its own, and every other
 * call failing with "not in this test", so a test that strays into one is told so.
 */
export function testPlaySource(calls: Partial<PlaySource>): PlaySource {
  const unused = () => Promise.reject(new Error('not in this test'));
  return {
    open: async () => ({ session: testSession(), activeRound: null }),
    balance: unused,
    placeBet: unused,
    act: unused,
    cashout: unused,
    fairness: unused,
    rotateSeed: unused,
    proof: unused,
    history: unused,
    setPreferences: unused,
    ...calls,
  };
}
