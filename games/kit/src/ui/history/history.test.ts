// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashServerSeed } from '../../server-seed';
import { demoPlay } from '../demo-play';
import { HEADS, SEEDS, TAILS, coin } from '../fairness/test-coin';
import type { HistoryQuery, PlaySource } from '../play-source';
import { BetHistory } from './history';
import { HistoryChangeEvent } from './history-change-event';
import type { HistoryClock } from './history-clock';
import type { RoundDetail } from './round-detail';

const T0 = Date.UTC(2025, 10, 24, 12, 0, 0);
const MIN = 60_000;

/** A clock the test moves by hand, with the ticks the history asked for. */
class ManualClock implements HistoryClock {
  readonly ticks = new Map<number, () => void>();
  private next = 0;
  constructor(public time: number) {}
  now(): number {
    return this.time;
  }
  every(_ms: number, tick: () => void): () => void {
    const id = ++this.next;
    this.ticks.set(id, tick);
    return () => this.ticks.delete(id);
  }
  tick(): void {
    for (const tick of this.ticks.values()) tick();
  }
}

/** A demo that played `results` in order, a second apart from T0, and records each history request. */
async function playedDemo(results: readonly { chance: number }[]) {
  let time = T0;
  const demo = demoPlay(coin, { seeds: SEEDS, now: () => (time += 1000) });
  const ids: string[] = [];
  for (const params of results) ids.push((await demo.placeBet('coin', '1', params)).round.id);
  const pages: HistoryQuery[] = [];
  const source: PlaySource = { ...demo, history: (game, page) => (pages.push(page ?? {}), demo.history(game, page)) };
  return { demo, source, ids, pages };
}

async function mount(source: PlaySource, props: Partial<BetHistory> = {}): Promise<BetHistory> {
  const el = document.createElement('rgs-history');
  Object.assign(el, { source, game: 'coin', loadGame: async () => coin, clock: new ManualClock(T0 + 3 * MIN + 10_000), ...props });
  document.body.appendChild(el);
  await expect.poll(() => el.shadowRoot?.querySelector('section')?.getAttribute('aria-busy')).toBe('false');
  return el;
}

const squash = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() ?? null;
const rows = (el: BetHistory) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.row')];
const rowTexts = (el: BetHistory) => rows(el).map((row) => squash(row.textContent));
const button = (root: ShadowRoot, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const detail = (el: BetHistory) => el.shadowRoot!.querySelector<RoundDetail>('rgs-round-detail');

/** Opens the first row; its details load on the first open. */
async function openFirst(el: BetHistory): Promise<RoundDetail> {
  rows(el)[0]!.click();
  await customElements.whenDefined('rgs-round-detail');
  await el.updateComplete;
  return detail(el)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-history>', () => {
  it('lists the rounds newest first: when, stake, multiplier, payout, and won or lost in an icon and a word', async () => {
    const { source } = await playedDemo([HEADS, TAILS]);
    const el = await mount(source);
    // The details are not loaded until a row opens.
    expect(customElements.get('rgs-round-detail')).toBeUndefined();
    expect(squash(el.shadowRoot!.querySelector('h3')!.textContent)).toBe('My bets');
    expect(rowTexts(el)).toEqual([
      '3 min. ago Bet 1.00 DEMO Multiplier 0.00× Payout 0.00 DEMO ✕ Lost',
      '3 min. ago Bet 1.00 DEMO Multiplier 2.00× Payout 2.00 DEMO ✓ Won',
    ]);
    expect(rows(el).map((row) => [row.dataset.result, row.getAttribute('part')])).toEqual([
      ['lost', 'row row-lost'],
      ['won', 'row row-won'],
    ]);
    // The icon is decoration: the word says it.
    expect(rows(el)[1]!.querySelector('.result [aria-hidden="true"]')!.textContent).toBe('✓');
    expect(rows(el)[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2025-11-24T12:00:02.000Z');
  });

  it('speaks the player’s language', async () => {
    const { source } = await playedDemo([HEADS]);
    const el = await mount(source, { lang: 'pt' });
    expect(squash(el.shadowRoot!.querySelector('h3')!.textContent)).toBe('Minhas apostas');
    expect(rowTexts(el)).toEqual(['há 3 min. Aposta 1,00 DEMO Multiplicador 2,00× Pagamento 2,00 DEMO ✓ Ganhou']);
  });

  it('says when there are no bets yet', async () => {
    const { source } = await playedDemo([]);
    const el = await mount(source);
    expect(rows(el)).toEqual([]);
    expect(squash(el.shadowRoot!.querySelector('p.note')!.textContent)).toBe('No bets yet.');
  });

  it('loads more a page at a time, after the last cursor, until there is no next page', async () => {
    const { source, ids, pages } = await playedDemo([HEADS, TAILS, HEADS, TAILS, HEADS]);
    const el = await mount(source, { pageSize: 2 });
    expect(rows(el)).toHaveLength(2);
    button(el.shadowRoot!, 'Load more')!.click();
    await expect.poll(() => rows(el).length).toBe(4);
    button(el.shadowRoot!, 'Load more')!.click();
    await expect.poll(() => rows(el).length).toBe(5);
    await el.updateComplete;
    expect(button(el.shadowRoot!, 'Load more')).toBeUndefined();
    expect(pages).toEqual([
      { first: 2, after: null },
      { first: 2, after: ids[3] },
      { first: 2, after: ids[1] },
    ]);
    expect(el.rounds.map((round) => round.id)).toEqual([...ids].reverse());
  });

  it('tells the page each time its list changed, with every round listed', async () => {
    const { demo, source, ids } = await playedDemo([HEADS, TAILS, HEADS]);
    const seen: string[][] = [];
    document.body.addEventListener(HistoryChangeEvent.type, (e) => seen.push(e.rounds.map((round) => round.id)));
    const el = await mount(source, { pageSize: 2 });
    button(el.shadowRoot!, 'Load more')!.click();
    await expect.poll(() => seen.length).toBe(2);
    const { round } = await demo.placeBet('coin', '1', TAILS);
    el.add(round);
    await el.updateComplete;
    expect(seen).toEqual([
      [ids[2], ids[1]],
      [ids[2], ids[1], ids[0]],
      [round.id, ids[2], ids[1], ids[0]],
    ]);
  });

  it('puts a settled round on top without reloading, and updates a round it already lists', async () => {
    const { demo, source, pages } = await playedDemo([HEADS]);
    const el = await mount(source);
    const clock = el.clock as ManualClock;
    const { round } = await demo.placeBet('coin', '1', TAILS);
    el.add(round);
    await el.updateComplete;
    expect(rowTexts(el)[0]).toBe('now Bet 1.00 DEMO Multiplier 0.00× Payout 0.00 DEMO ✕ Lost');
    expect(el.rounds[0]).toMatchObject({ id: round.id, createdAt: new Date(clock.now()).toISOString() });
    el.add({ ...round, payout: '1', multiplier: '1' });
    await el.updateComplete;
    expect(rowTexts(el)).toHaveLength(2);
    expect(rowTexts(el)[0]).toBe('now Bet 1.00 DEMO Multiplier 1.00× Payout 1.00 DEMO ↺ Stake back');
    expect(pages).toHaveLength(1);
  });

  it('marks a free-bet round “Free bet” in its row and its details', async () => {
    const { demo, source } = await playedDemo([]);
    const { round } = await demo.placeBet('coin', '1', HEADS);
    const pt = await mount(source, { lang: 'pt' });
    pt.add({ ...round, freeBet: true });
    await pt.updateComplete;
    expect(rowTexts(pt)[0]).toBe('há 3 min. Aposta 1,00 DEMO, Aposta grátis Multiplicador 2,00× Pagamento 2,00 DEMO ✓ Ganhou');
    expect(squash(rows(pt)[0]!.querySelector('.free-bet')!.textContent)).toBe(', Aposta grátis');
    pt.remove();
    const en = await mount(source);
    en.add({ ...round, freeBet: true });
    await en.updateComplete;
    const panel = await openFirst(en);
    await panel.updateComplete;
    const bet = [...panel.shadowRoot!.querySelectorAll('div > dl:first-child dt')].find((dt) => dt.textContent === 'Bet')!;
    expect(squash(bet.nextElementSibling!.textContent)).toBe('1.00 DEMO · Free bet');
  });

  it('keeps relative times true as the clock ticks', async () => {
    const { source } = await playedDemo([HEADS]);
    const el = await mount(source);
    const clock = el.clock as ManualClock;
    expect(clock.ticks.size).toBe(1);
    clock.time += 5 * MIN;
    clock.tick();
    await el.updateComplete;
    expect(rowTexts(el)[0]).toMatch(/^8 min\. ago /);
    el.remove();
    expect(clock.ticks.size).toBe(0);
  });

  it('says when the bets could not be loaded, and tries again', async () => {
    const { source } = await playedDemo([HEADS]);
    const history = vi.fn(source.history).mockRejectedValueOnce(new Error('offline'));
    const el = await mount({ ...source, history });
    expect(squash(el.shadowRoot!.querySelector('[role="alert"]')!.textContent)).toBe('Your bets could not be loaded.');
    button(el.shadowRoot!, 'Try again')!.click();
    await expect.poll(() => rows(el).length).toBe(1);
    expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('a round’s details in <rgs-history>', () => {
  async function opened(rotate: boolean) {
    const { demo, source, ids } = await playedDemo([HEADS]);
    if (rotate) await demo.rotateSeed('next');
    const el = await mount(source, { timeZone: 'UTC' });
    const panel = await openFirst(el);
    await panel.updateComplete;
    return { el, panel, root: panel.shadowRoot!, id: ids[0]! };
  }

  const pairs = (root: ShadowRoot, selector: string) =>
    [...root.querySelectorAll(`${selector} dt`)].map((dt) => [squash(dt.textContent), squash(dt.nextElementSibling!.textContent)]);

  it('opens below its row with the facts, the params, the outcome and the fairness data', async () => {
    const { el, root, id } = await opened(false);
    const row = rows(el)[0]!;
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(row.getAttribute('aria-controls')).toBe(`detail-${id}`);
    expect(detail(el)!.id).toBe(`detail-${id}`);
    expect(detail(el)!.getAttribute('aria-label')).toBe('Round details');
    expect(pairs(root, 'div > dl:first-child')).toEqual([
      ['Time', 'Nov 24, 2025, 12:00:01 PM'],
      ['Bet', '1.00 DEMO'],
      ['Multiplier', '2.00×'],
      ['Payout', '2.00 DEMO'],
      ['Round id', id],
    ]);
    expect(pairs(root, 'dl.params')).toEqual([['Chance', '1']]);
    const outcome = root.querySelector('details')!;
    expect(outcome.open).toBe(false);
    expect(squash(outcome.querySelector('summary')!.textContent)).toBe('Outcome');
    expect(outcome.querySelector('pre')!.textContent).toBe('{\n  "heads": true\n}');
    expect(pairs(root, 'dl:last-of-type')).toEqual([
      ['Server seed hash', await hashServerSeed(SEEDS.serverSeed)],
      ['Server seed', 'revealed after you rotate your seeds'],
      ['Client seed', 'replay me'],
      ['Nonce', '1'],
    ]);
    row.click();
    await el.updateComplete;
    expect(detail(el)).toBeNull();
    expect(row.getAttribute('aria-expanded')).toBe('false');
  });

  it('says a round under the active seeds cannot be verified yet', async () => {
    const { panel, root } = await opened(false);
    button(root, 'Verify')!.click();
    await expect.poll(() => root.querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe('not-revealed');
    await panel.updateComplete;
    expect(root.querySelector('.verdict .icon[aria-hidden="true"]')!.textContent).toBe('🔒');
    expect(squash(root.querySelector('.verdict span:last-child')!.textContent)).toBe(
      'This round’s server seed is still secret; rotate your seeds to reveal it, then verify.',
    );
  });

  it('shows a revealed seed and verifies the round in the browser', async () => {
    const { panel, root } = await opened(true);
    expect(pairs(root, 'dl:last-of-type')[1]).toEqual(['Server seed', SEEDS.serverSeed]);
    button(root, 'Verify')!.click();
    await expect.poll(() => root.querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe('verified');
    await panel.updateComplete;
    expect(squash(root.querySelector('.verdict span:last-child')!.textContent)).toBe(
      'Checked: sha256(server seed) equals the hash committed before the round, and HMAC-SHA256 of client seed:nonce under that server seed gives the same outcome — heads.',
    );
  });

  it('fetches the seed of a row read before the rotation once it opens', async () => {
    const { demo, source } = await playedDemo([HEADS]);
    const el = await mount(source, { timeZone: 'UTC' });
    await demo.rotateSeed('next');
    const root = (await openFirst(el)).shadowRoot!;
    await expect.poll(() => pairs(root, 'dl:last-of-type')[1]).toEqual(['Server seed', SEEDS.serverSeed]);
  });

  it('flags a mismatch in words', async () => {
    const { demo, source } = await playedDemo([HEADS]);
    await demo.rotateSeed('next');
    const tampered: PlaySource = { ...source, proof: async (id) => ({ ...(await demo.proof(id))!, outcome: { heads: false } }) };
    const el = await mount(tampered);
    const root = (await openFirst(el)).shadowRoot!;
    button(root, 'Verify')!.click();
    await expect.poll(() => root.querySelector('[data-verdict]')?.getAttribute('data-verdict')).toBe('mismatch');
    expect(squash(root.querySelector('.verdict span:last-child')!.textContent)).toBe(
      'Mismatch: the server seed matches the hash committed before the round, but HMAC-SHA256 of client seed:nonce under it gives heads, not the recorded tails.',
    );
  });
});

describe('<rgs-history> in a titled dialog', () => {
  it('keeps its heading as the list’s name but shows it only when nothing around it says “My bets”', async () => {
    const { source } = await playedDemo([HEADS]);
    const plain = await mount(source);
    expect(plain.shadowRoot!.querySelector('h3')!.className).toBe('');
    const titled = await mount(source, { titled: true });
    const heading = titled.shadowRoot!.querySelector('h3')!;
    expect([heading.className, heading.textContent]).toStrictEqual(['sr', 'My bets']);
    expect(titled.shadowRoot!.querySelector('section')!.getAttribute('aria-labelledby')).toBe('title');
  });
});
