// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../server-seed';
import { demoPlay } from '../demo-play';
import type { PlayedRound } from '../played-round';
import type { PlaySource } from '../play-source';
import { FairnessPanel } from './fairness-panel';
import { SeedsRotatedEvent } from './seeds-rotated-event';
import { HEADS, SEEDS, TAILS, coin } from './test-coin';

const SECRET = 'This round’s server seed is still secret; rotate your seeds to reveal it, then verify.';
const verifiedSentence = (outcome: string) =>
  `Checked: sha256(server seed) equals the hash committed before the round, and HMAC-SHA256 of client seed:nonce under that server seed gives the same outcome — ${outcome}.`;

async function mount(source: PlaySource, rounds: readonly PlayedRound[] = [], props: Partial<FairnessPanel> = {}): Promise<FairnessPanel> {
  const el = document.createElement('rgs-fairness');
  Object.assign(el, { source, rounds, loadGame: async () => coin, ...props });
  document.body.appendChild(el);
  await expect.poll(() => el.shadowRoot?.querySelector('code')).toBeTruthy();
  return el;
}

const $ = <T extends Element = HTMLElement>(el: FairnessPanel, selector: string) => el.shadowRoot!.querySelector<T & HTMLElement>(selector);
const text = (el: FairnessPanel, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const button = (el: FairnessPanel, name: string) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const seedInput = (el: FairnessPanel) => $<HTMLInputElement>(el, '#client-seed')!;

async function type(el: FairnessPanel, input: HTMLInputElement, value: string): Promise<void> {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function verdictOf(el: FairnessPanel) {
  button(el, 'Verify').click();
  await expect.poll(() => $(el, '[data-verdict]') ?? $(el, '.verdict')).toBeTruthy();
  return { verdict: $(el, '.verdict')!.dataset.verdict ?? null, sentence: text(el, '.verdict span:last-child') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-fairness>', () => {
  it('shows the committed hash first, the client seed to edit and the nonce', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    await source.placeBet('coin', '1', HEADS);
    const el = await mount(source);
    expect(text(el, 'code')).toBe(await hashServerSeed(SEEDS.serverSeed));
    expect(seedInput(el).value).toBe('replay me');
    expect(text(el, 'dl dd:nth-of-type(2)')).toBe('1 Your next round uses nonce 2.');
    expect($(el, 'label[for="client-seed"]')!.textContent).toBe('Client seed');
  });

  it('refuses a client seed it cannot use, says why next to the field, and keeps Rotate off', async () => {
    const el = await mount(demoPlay(coin, { seeds: SEEDS }));
    const input = seedInput(el);
    await type(el, input, 'café');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('seed-problem');
    expect(text(el, '#seed-problem')).toBe('Only printable ASCII characters (letters, digits, spaces and keyboard symbols): “é” is not one.');
    expect(button(el, 'Rotate seeds').disabled).toBe(true);
    await type(el, input, '');
    expect(text(el, '#seed-problem')).toBe('Enter a client seed of 1 to 64 characters.');
    await type(el, input, 'x'.repeat(65));
    expect(text(el, '#seed-problem')).toBe('Too long: 65 characters, at most 64.');
    await type(el, input, 'my own seed');
    expect($(el, '#seed-problem')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(button(el, 'Rotate seeds').disabled).toBe(false);
  });

  it('rotates with the typed seed, shows the previous pair revealed and tells the page', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    await source.placeBet('coin', '1', HEADS);
    const el = await mount(source);
    const events: SeedsRotatedEvent[] = [];
    document.body.addEventListener(SeedsRotatedEvent.type, (e) => events.push(e));
    await type(el, seedInput(el), 'my own seed');
    button(el, 'Rotate seeds').click();
    await expect.poll(() => $(el, '#previous')).toBeTruthy();
    expect(text(el, '#previous')).toBe('Previous seed pair, now revealed');
    expect([...el.shadowRoot!.querySelectorAll('section[aria-labelledby="previous"] dd')].map((dd) => dd.textContent!.trim())).toEqual([
      SEEDS.serverSeed,
      await hashServerSeed(SEEDS.serverSeed),
      'replay me',
      '1',
    ]);
    expect(seedInput(el).value).toBe('my own seed');
    expect(await source.fairness()).toMatchObject({ clientSeed: 'my own seed', nonce: 0 });
    expect(events).toHaveLength(1);
    expect(events[0]!.fairness).toEqual(await source.fairness());
    expect(events[0]!.composed && events[0]!.bubbles).toBe(true);
  });

  it('verifies the newest round by default: secret before the rotation, checked after it', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    const older = (await source.placeBet('coin', '1', TAILS)).round;
    const newest = (await source.placeBet('coin', '1', HEADS)).round;
    const el = await mount(source, [newest, older]);
    expect($<HTMLSelectElement>(el, '#round')!.value).toBe(newest.id);
    expect(await verdictOf(el)).toEqual({ verdict: 'not-revealed', sentence: SECRET });
    button(el, 'Rotate seeds').click();
    await expect.poll(() => $(el, '#previous')).toBeTruthy();
    // The old verdict is gone: it may no longer hold.
    expect($(el, '.verdict')).toBeNull();
    expect(await verdictOf(el)).toEqual({ verdict: 'verified', sentence: verifiedSentence('heads') });
  });

  it('verifies a round picked from the list, or typed by id', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    const older = (await source.placeBet('coin', '1', TAILS)).round;
    const newest = (await source.placeBet('coin', '1', HEADS)).round;
    await source.rotateSeed('next');
    const el = await mount(source, [newest, older]);
    const select = $<HTMLSelectElement>(el, '#round')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '#demo-2 · 1.00\u00a0DEMO · 2.00× · Won',
      '#demo-1 · 1.00\u00a0DEMO · 0.00× · Lost',
      'Another round (enter its id)',
    ]);
    select.value = older.id;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(await verdictOf(el)).toEqual({ verdict: 'verified', sentence: verifiedSentence('tails') });

    select.value = '';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect($(el, '.verdict')).toBeNull();
    const idInput = $<HTMLInputElement>(el, '#round-id')!;
    expect(await verdictOf(el)).toEqual({ verdict: null, sentence: 'Choose a round or enter its id.' });
    await type(el, idInput, ' nope ');
    button(el, 'Verify').click();
    await expect.poll(() => text(el, '.verdict')).toBe('None of your rounds has this id.');
    expect($(el, '[data-verdict]')).toBeNull();
    await type(el, idInput, newest.id);
    button(el, 'Verify').click();
    await expect.poll(() => $(el, '[data-verdict]')?.dataset.verdict).toBe('verified');
  });

  it('opens on the round it is given, even one the list does not hold', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    const first = (await source.placeBet('coin', '1', HEADS)).round;
    const second = (await source.placeBet('coin', '1', TAILS)).round;
    await source.rotateSeed('next');
    const el = await mount(source, [second], { roundId: first.id });
    expect($<HTMLSelectElement>(el, '#round')!.value).toBe('');
    expect($<HTMLInputElement>(el, '#round-id')!.value).toBe(first.id);
    expect(await verdictOf(el)).toEqual({ verdict: 'verified', sentence: verifiedSentence('heads') });
    el.roundId = second.id;
    await el.updateComplete;
    expect($<HTMLSelectElement>(el, '#round')!.value).toBe(second.id);
  });

  it('flags a mismatch in words', async () => {
    const demo = demoPlay(coin, { seeds: SEEDS });
    const { round } = await demo.placeBet('coin', '1', HEADS);
    await demo.rotateSeed('next');
    const source: PlaySource = { ...demo, proof: async (id) => ({ ...(await demo.proof(id))!, outcome: { heads: false } }) };
    const el = await mount(source, [round]);
    expect(await verdictOf(el)).toEqual({
      verdict: 'mismatch',
      sentence: 'Mismatch: the server seed matches the hash committed before the round, but HMAC-SHA256 of client seed:nonce under it gives heads, not the recorded tails.',
    });
  });

  it('speaks Portuguese', async () => {
    const source = demoPlay(coin, { seeds: SEEDS });
    const { round } = await source.placeBet('coin', '1', HEADS);
    const el = await mount(source, [round], { lang: 'pt' });
    expect(button(el, 'Trocar sementes')).toBeTruthy();
    button(el, 'Verificar').click();
    await expect.poll(() => text(el, '.verdict span:last-child')).toBe(
      'A semente do servidor desta rodada ainda é secreta; troque suas sementes para revelá-la e depois verifique.',
    );
  });
});
