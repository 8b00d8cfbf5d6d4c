import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('the fairness panel shows the commitment, rotates the seeds and verifies a past round', async ({ page }) => {
  const { frame } = await openDemo(page, newPlayer('fair'), 'dice');
  await frame.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(frame.locator('.last .chip')).toHaveCount(1);
  await frame.getByRole('button', { name: 'Fairness' }).click();
  // The panel opens in a modal dialog, fetched the first time it is opened.
  await expect(frame.getByRole('dialog', { name: 'Fairness' })).toBeVisible();
  const panel = frame.locator('rgs-fairness');
  const hash = await panel.locator('code').first().textContent();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  // Before rotation the seed is secret: the round cannot be verified yet.
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'not-revealed');
  await panel.getByRole('textbox').fill('my own seed');
  await panel.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(panel.getByText('Previous server seed')).toBeVisible();
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await expect(panel.getByRole('textbox')).toHaveValue('my own seed');
});
