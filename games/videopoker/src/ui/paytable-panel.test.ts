// @vitest-environment happy-dom
import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { videopokerStrings } from '../strings';
import { renderPaytable } from './paytable-panel';

afterEach(() => {
  document.body.innerHTML = '';
});

function draw(options: Partial<Parameters<typeof renderPaytable>[0]>): HTMLTableElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(
    renderPaytable({
      caption: 'Paytable',
      name: (hand) => videopokerStrings.en[hand],
      times: (m) => `${m}×`,
      amount: (m) => `$${m}`,
      lit: null,
      tone: 'current',
      ...options,
    }),
    host,
  );
  return host.querySelector('table')!;
}

const rows = (table: HTMLTableElement) => [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => cell.textContent!.trim()).join(' | '));

describe('renderPaytable', () => {
  it('lists the nine paying hands, best first, each with its multiple and its amount at the stake', () => {
    const table = draw({});
    expect(table.querySelector('caption')!.textContent).toBe('Paytable');
    expect(rows(table)).toEqual([
      'Royal Flush | 800× | $800', 'Straight Flush | 50× | $50', 'Four of a Kind | 25× | $25', 'Full House | 9× | $9', 'Flush | 6× | $6',
      'Straight | 4× | $4', 'Three of a Kind | 3× | $3', 'Two Pair | 2× | $2', 'Jacks or Better | 1× | $1',
    ]);
    expect([...table.querySelectorAll('th')].every((th) => th.getAttribute('scope') === 'row')).toBe(true);
  });

  it('lights the hand on the table, marked current for screen readers, and leaves the amounts out with no stake', () => {
    const table = draw({ lit: 'fullHouse', tone: 'won', amount: () => null });
    const lit = [...table.querySelectorAll('tr[aria-current="true"]')];
    expect(lit.map((tr) => [tr.className, tr.getAttribute('data-hand')])).toEqual([['lit won', 'fullHouse']]);
    expect(rows(table)[3]).toBe('Full House | 9×');
  });
});
