import { expect, test } from '@playwright/test';
import { PLAY_URL } from '../stack/ports';

test('lang=pt speaks Portuguese', async ({ page }) => {
  await page.goto(`${PLAY_URL}/dice?lang=pt`);
  await expect(page.getByRole('button', { name: 'Minhas apostas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apostar', exact: true })).toBeVisible();
  await expect(page.getByText('Valor da aposta')).toBeVisible();
});

test('lang=es speaks Spanish', async ({ page }) => {
  await page.goto(`${PLAY_URL}/dice?lang=es`);
  await expect(page.getByRole('button', { name: 'Mis apuestas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Equidad' })).toBeVisible();
  await expect(page.getByText('Monto de la apuesta')).toBeVisible();
});

test('an invalid bg falls back to the default background, a valid one applies', async ({ page }) => {
  await page.goto(`${PLAY_URL}/dice?bg=red`);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  await page.goto(`${PLAY_URL}/dice?bg=%23336699`);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(51, 102, 153)');
});

test('the game fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${PLAY_URL}/mines`);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
