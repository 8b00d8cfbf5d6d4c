// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { $, $$, bet, betButton, dials, guessShown, mount, paytable, plates, press, radios, safeName, text } from './test-safe';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-safe> dials and code', () => {
  it('offers the locks as a radio group, and the code as one spinbutton per dial', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.dials legend'))).toBe('Dials');
    expect(radios(el).map((r) => [r.value, r.checked])).toEqual([['2', false], ['3', true], ['4', false]]);
    expect(text($(el, 'fieldset.guess legend'))).toBe('Your code');
    expect(dials(el).map((d) => [d.getAttribute('aria-label'), d.getAttribute('aria-valuemin'), d.getAttribute('aria-valuemax'), d.getAttribute('aria-valuenow'), d.tabIndex])).toEqual([
      ['Dial 1', '0', '9', '7', 0],
      ['Dial 2', '0', '9', '3', 0],
      ['Dial 3', '0', '9', '9', 0],
    ]);
    // The up and down buttons are for pointers: the keyboard turns the spinbutton itself.
    expect($$(el, '.guess button.step').map((b) => [b.getAttribute('aria-label'), (b as HTMLButtonElement).tabIndex])).toEqual([
      ['Dial 1 up', -1], ['Dial 1 down', -1], ['Dial 2 up', -1], ['Dial 2 down', -1], ['Dial 3 up', -1], ['Dial 3 down', -1],
    ]);
  });

  it('turns a dial with the arrows (round the ten digits), Home and End, and its buttons', async () => {
    const el = await mount();
    const [first, , third] = dials(el);
    expect((await press(el, first!, 'ArrowUp')).defaultPrevented).toBe(true);
    expect(guessShown(el)).toEqual(['8', '3', '9']);
    await press(el, third!, 'ArrowUp');
    expect(guessShown(el)).toEqual(['8', '3', '0']);
    await press(el, third!, 'ArrowDown');
    await press(el, third!, 'PageDown');
    expect(guessShown(el)).toEqual(['8', '3', '8']);
    await press(el, first!, 'Home');
    await press(el, third!, 'End');
    expect(guessShown(el)).toEqual(['0', '3', '9']);
    $<HTMLButtonElement>(el, 'button[aria-label="Dial 2 up"]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button[aria-label="Dial 1 down"]').click();
    await el.updateComplete;
    expect(guessShown(el)).toEqual(['9', '4', '9']);
    expect(plates(el)).toEqual(['9', '4', '9']);
    expect(safeName(el)).toBe('Safe with 3 dials, your code 9 4 9');
  });

  it('takes a typed code digit by digit, moving on to the next dial, and moves between dials with ← and →', async () => {
    const el = await mount();
    dials(el)[0]!.focus();
    for (const key of ['4', '0', '2']) await press(el, el.shadowRoot!.activeElement as HTMLElement, key);
    expect(guessShown(el)).toEqual(['4', '0', '2']);
    // The last dial keeps the focus.
    expect(el.shadowRoot!.activeElement).toBe(dials(el)[2]);
    await press(el, dials(el)[2]!, 'ArrowLeft');
    expect(el.shadowRoot!.activeElement).toBe(dials(el)[1]);
    await press(el, dials(el)[1]!, 'ArrowRight');
    expect(el.shadowRoot!.activeElement).toBe(dials(el)[2]);
    // Keys that are not the dial's go on to the page: Tab, and Space (which bets).
    expect((await press(el, dials(el)[2]!, 'Tab')).defaultPrevented).toBe(false);
  });

  it('sets a random code with the die', async () => {
    const el = await mount();
    el.randoms.push(5, 0, 5, 2);
    $<HTMLButtonElement>(el, 'button.random').click();
    await el.updateComplete;
    expect(guessShown(el)).toEqual(['5', '0', '5']);
    expect($(el, 'button.random').getAttribute('aria-label')).toBe('Random code');
  });

  it('keeps the digits of every dial when the lock changes, and bets the lock and code shown', async () => {
    const el = await mount();
    await press(el, dials(el)[2]!, '5');
    radios(el)[2]!.checked = true;
    radios(el)[2]!.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(guessShown(el)).toEqual(['7', '3', '5', '1']);
    expect(safeName(el)).toBe('Safe with 4 dials, your code 7 3 5 1');
    expect(paytable(el)[0]).toBe('4 of 4 match: 6,299.99×, chance 0.01%');
    radios(el)[0]!.checked = true;
    radios(el)[0]!.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(guessShown(el)).toEqual(['7', '3']);
    el.reduced = true;
    el.codes.push([1, 1]);
    await bet(el);
    expect(el.placed).toEqual([{ dials: 2, guess: [7, 3] }]);
  });

  it('are locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.codes.push([1, 1, 1]);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(($(el, 'fieldset.dials') as HTMLFieldSetElement).disabled).toBe(true);
    expect(($(el, 'fieldset.guess') as HTMLFieldSetElement).disabled).toBe(true);
    expect(dials(el).every((d) => d.getAttribute('aria-disabled') === 'true')).toBe(true);
    await press(el, dials(el)[0]!, 'ArrowUp');
    expect(guessShown(el)).toEqual(['7', '3', '9']);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return dials(el)[0]!.getAttribute('aria-disabled');
    }).toBe('false');
  });
});

