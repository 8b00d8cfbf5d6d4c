// @vitest-environment happy-dom
import type { ReactiveControllerHost } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { AutobetController, type AutobetRound } from './autobet-controller';
import { RgsAutobetPanel } from './autobet-panel';

/** A shell stand-in: the controller only asks it to update. */
const shell: ReactiveControllerHost = { addController: () => {}, removeController: () => {}, requestUpdate: () => {}, updateComplete: Promise.resolve(true) };

/** A panel over a controller whose rounds wait for the test to answer them. */
async function mount(props: Partial<Pick<RgsAutobetPanel, 'lang' | 'currency' | 'disabled'>> = {}) {
  const rounds: { amount: string; answer: (round: AutobetRound | null) => void }[] = [];
  const controller = new AutobetController(shell, {
    placeOne: (amount) => new Promise((answer) => rounds.push({ amount, answer })),
    stake: () => ({ amount: '1', places: 2 }),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }),
  });
  const panel = document.createElement('rgs-autobet-panel');
  Object.assign(panel, { controller, currency: 'USD', ...props });
  document.body.appendChild(panel);
  await panel.updateComplete;
  return { panel, controller, rounds };
}

const $ = <T extends HTMLElement = HTMLElement>(panel: RgsAutobetPanel, selector: string) => panel.shadowRoot!.querySelector<T>(selector)!;
const text = (panel: RgsAutobetPanel, selector: string) => panel.shadowRoot!.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const start = (panel: RgsAutobetPanel) => $<HTMLButtonElement>(panel, '[part="start"]');

async function type(panel: RgsAutobetPanel, selector: string, value: string): Promise<void> {
  const input = $<HTMLInputElement>(panel, selector);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await panel.updateComplete;
}

async function choose(panel: RgsAutobetPanel, selector: string): Promise<void> {
  const input = $<HTMLInputElement>(panel, selector);
  input.checked = !input.checked || input.type === 'radio';
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await panel.updateComplete;
}

async function press(panel: RgsAutobetPanel): Promise<void> {
  start(panel).click();
  await panel.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-autobet-panel>', () => {
  it.each([
    ['en', 'Number of bets', 'On win', 'On loss', 'Start autobet', 'Stop on profit (optional)'],
    ['pt', 'Número de apostas', 'Ao ganhar', 'Ao perder', 'Iniciar aposta automática', 'Parar com lucro de (opcional)'],
    ['es', 'Número de apuestas', 'Al ganar', 'Al perder', 'Iniciar apuesta automática', 'Detener con ganancia de (opcional)'],
  ])('labels its fields in %s', async (lang, count, win, loss, button, profit) => {
    const { panel } = await mount({ lang });
    expect(text(panel, 'label[for="count"]')).toBe(count);
    expect([...panel.shadowRoot!.querySelectorAll('legend')].map((el) => el.textContent)).toEqual([win, loss]);
    expect(text(panel, '[part="start"]')).toBe(button);
    expect(text(panel, 'label[for="stopOnProfit"]')).toBe(profit);
  });

  it('starts the run as set, locks the settings, and follows each round', async () => {
    const { panel, controller, rounds } = await mount();
    await choose(panel, 'input[name="loss"][value="increase"]');
    await type(panel, '#lossPercent', '50');
    await type(panel, '#count', '3');
    await press(panel);
    expect(controller.state).toBe('running');
    expect(controller.settings).toEqual({ count: 3, onWin: { mode: 'reset', percent: '0' }, onLoss: { mode: 'increase', percent: '50' } });
    expect(rounds.map((round) => round.amount)).toEqual(['1']);
    expect($<HTMLFieldSetElement>(panel, 'fieldset.settings').disabled).toBe(true);
    expect(text(panel, '[part="start"]')).toBe('Stop autobet');
    expect(text(panel, '[part="counters"]')).toBe('Bets placed: 0 of 3 · Profit: 0 USD');
    rounds[0]!.answer({ stake: '1', payout: '0' });
    await expect.poll(() => rounds.length).toBe(2);
    await panel.updateComplete;
    expect(rounds[1]!.amount).toBe('1.5');
    expect(text(panel, '[part="counters"]')).toBe('Bets placed: 1 of 3 · Profit: -1 USD');
    rounds[1]!.answer({ stake: '1.5', payout: '4.5' });
    await expect.poll(() => rounds.length).toBe(3);
    rounds[2]!.answer({ stake: '1', payout: '0' });
    await expect.poll(() => controller.state).toBe('idle');
    await panel.updateComplete;
    expect(text(panel, '[part="counters"]')).toBe('Bets placed: 3 of 3 · Profit: +1 USD');
    expect(text(panel, '[part="status"]')).toBe('Autobet finished: all bets placed.');
    expect($(panel, '[part="status"]').getAttribute('role')).toBe('status');
    expect(text(panel, '[part="start"]')).toBe('Start autobet');
    expect($<HTMLFieldSetElement>(panel, 'fieldset.settings').disabled).toBe(false);
  });

  it('stops on the same button, saying it is stopping until the round in flight answers', async () => {
    const { panel, controller, rounds } = await mount({ lang: 'pt' });
    await choose(panel, 'input[type="checkbox"]');
    expect($<HTMLInputElement>(panel, '#count').disabled).toBe(true);
    await press(panel);
    expect(controller.settings?.count).toBeNull();
    expect(text(panel, '[part="counters"]')).toBe('Apostas feitas: 0 · Lucro: 0 USD');
    await press(panel);
    expect(controller.state).toBe('stopping');
    expect(text(panel, '[part="start"]')).toBe('Parando…');
    expect(start(panel).getAttribute('aria-disabled')).toBe('true');
    await press(panel); // ignored while stopping
    rounds[0]!.answer({ stake: '1', payout: '2' });
    await expect.poll(() => controller.state).toBe('idle');
    await panel.updateComplete;
    expect(rounds).toHaveLength(1);
    expect(text(panel, '[part="status"]')).toBe('Aposta automática parada.');
    expect(text(panel, '[part="counters"]')).toBe('Apostas feitas: 1 · Lucro: +1 USD');
  });

  it('says what is wrong next to each field, focuses the first, and starts nothing', async () => {
    const { panel, controller, rounds } = await mount();
    await type(panel, '#count', '0');
    await choose(panel, 'input[name="win"][value="increase"]');
    await type(panel, '#stopOnLoss', 'lots');
    await press(panel);
    expect(controller.state).toBe('idle');
    expect(rounds).toEqual([]);
    expect(text(panel, '#count-error')).toBe('Enter a whole number from 1 to 10,000.');
    expect(text(panel, '#winPercent-error')).toBe('Enter a percentage above 0, up to 1000.');
    expect(text(panel, '#stopOnLoss-error')).toBe('Enter an amount above 0, or leave it empty.');
    const count = $<HTMLInputElement>(panel, '#count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.getAttribute('aria-describedby')).toBe('count-error');
    expect(panel.shadowRoot!.activeElement).toBe(count);
    await type(panel, '#count', '5');
    expect(text(panel, '#count-error')).toBeNull();
    expect(count.getAttribute('aria-invalid')).toBe('false');
    expect(count.hasAttribute('aria-describedby')).toBe(false);
    expect(text(panel, '#winPercent-error')).not.toBeNull();
  });

  it('gives the percentage field a name that says which rule it belongs to, and enables it only for an increase', async () => {
    const { panel } = await mount({ lang: 'es' });
    const percent = $<HTMLInputElement>(panel, '#winPercent');
    expect(percent.getAttribute('aria-label')).toBe('Al ganar: Aumentar un (por ciento)');
    expect(percent.disabled).toBe(true);
    await choose(panel, 'input[name="win"][value="increase"]');
    expect(percent.disabled).toBe(false);
  });

  it('starts nothing while disabled', async () => {
    const { panel, controller } = await mount({ disabled: true });
    expect(start(panel).getAttribute('aria-disabled')).toBe('true');
    await press(panel);
    expect(controller.state).toBe('idle');
  });
});
