import { expect, test } from '@playwright/test';
import { PLAY_URL } from '../stack/ports';
import { betOnce, captureHostMessages, expectedBetResult, newPlayer, openDemo } from './helpers';

test('the host page receives exactly the INTERFACES.md §6 bet_result of each real dice round, won and lost', async ({ page }) => {
  const heard = await captureHostMessages(page);
  const { iframe, frame } = await openDemo(page, newPlayer('bet-result'), 'dice');
  const src = (await iframe.getAttribute('src'))!;

  const expected: Record<string, unknown>[] = [];
  for (let i = 0; i < 40 && !(expected.some((m) => m.status === 'won') && expected.some((m) => m.status === 'lost')); i++) {
    const { roundId, balance } = await betOnce(page, frame);
    expected.push(await expectedBetResult(src, roundId, balance));
  }
  expect(expected.map((m) => m.status)).toContain('won');
  expect(expected.map((m) => m.status)).toContain('lost');

  const results = async () => (await heard()).filter((m) => m.data?.type === 'bet_result');
  await expect.poll(async () => (await results()).length).toBe(expected.length);
  for (const message of await results()) {
    expect(message.origin).toBe(PLAY_URL);
    expect(message.fromGameFrame).toBe(true);
  }
  expect((await results()).map((m) => m.data)).toStrictEqual(expected);
});
