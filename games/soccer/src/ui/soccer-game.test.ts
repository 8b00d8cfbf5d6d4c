// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { $, $$, caption, click, kicks, land, mount, press, primary, settle, stats, text, zone, zoneNames } from './soccer-test-element';
import { KICK_MS } from './kick-moments';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-soccer> before a round', () => {
  it('draws the pitch, names the 6 zones in the player’s language and tells what to do', async () => {
    const el = await mount({ lang: 'pt' });
    // The scene's art loads beside the page and replaces the plain sky.
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'svg.scene-art') !== null;
    }).toBe(true);
    expect($(el, '.scene-art.waiting')).toBeNull();
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Gol');
    expect(zoneNames(el)).toEqual([
      'Zona 1, alto à esquerda: aposte para chutar',
      'Zona 2, alto ao centro: aposte para chutar',
      'Zona 3, alto à direita: aposte para chutar',
      'Zona 4, baixo à esquerda: aposte para chutar',
      'Zona 5, baixo ao centro: aposte para chutar',
      'Zona 6, baixo à direita: aposte para chutar',
    ]);
    expect(caption(el)).toBe('Escolha a dificuldade e aposte; depois, onde chutar');
    expect(zone(el, 0).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows what the first goal pays and its chance for the difficulty chosen, with its odds under the choice', async () => {
    const el = await mount();
    expect(stats(el)).toEqual(['Next goal 1.485×', 'Chance to score 66.67%']);
    expect(text($(el, '#difficulty-hint'))).toBe('The keeper covers 2 of 6 zones: 66.67% to score');
    const expert = $<HTMLInputElement>(el, 'input[value="expert"]');
    expert.click();
    await settle(el);
    expect(stats(el)).toEqual(['Next goal 2.97×', 'Chance to score 33.33%']);
    expect(text($(el, '#difficulty-hint'))).toBe('The keeper covers 4 of 6 zones: 33.33% to score');
    expect(kicks(el)).toEqual([
      'Kick 1: pays 2.97×', 'Kick 2: pays 8.91×', 'Kick 3: pays 26.73×', 'Kick 4: pays 80.19×', 'Kick 5: pays 240.57×',
      'Kick 6: pays 721.71×', 'Kick 7: pays 2,165.13×', 'Kick 8: pays 6,495.39×', 'Kick 9: pays 19,486.17×', 'Kick 10: pays 58,458.51×',
    ]);
    // The strip shows each multiplier short; the words above are exact.
    expect($$(el, '.kicks .x').map((x) => text(x)).slice(-3)).toEqual(['6,495×', '19.48K×', '58.45K×']);
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'expert' }]);
  });
});

describe('<rgs-soccer> a kick', () => {
  it('tells nothing while the ball flies, then the goal, the keeper’s zones and the new cashout', async () => {
    const el = await mount();
    await click(el, primary(el));
    expect(zoneNames(el)[2]).toBe('Zone 3, top right: shoot here');
    expect(caption(el)).toBe('Pick a zone to shoot');
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    await click(el, zone(el, 2));
    expect(el.calls.at(-1)).toEqual({ kind: 'shoot', zone: 2 });
    // In the air: the board is as it was before the kick, and no zone takes another.
    expect(caption(el)).toBe('');
    expect(text(primary(el))).toBe('Cash out');
    expect(kicks(el)[0]).toBe('Kick 1: next, a goal pays 1.485×');
    expect(zone(el, 4).getAttribute('aria-disabled')).toBe('true');
    await land(el);
    expect(caption(el)).toBe('Kick 1: goal! The keeper covered zones 1 and 4.');
    expect(text($(el, '.scene-art .call'))).toBe('Goal!');
    expect(text(primary(el))).toBe('Cash out $1.485');
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
    expect(stats(el)).toEqual(['Multiplier 1.485×', 'Cash-out value $1.485', 'Next goal 2.2275×', 'Chance to score 66.67%']);
    expect(kicks(el).slice(0, 3)).toEqual(['Kick 1: goal, 1.485×', 'Kick 2: next, a goal pays 2.2275×', 'Kick 3: pays 3.3412×']);
    // The last kick's marks stay on the goal; every zone can be shot at again.
    expect($$(el, '.zone.covered').map((z) => z.dataset.zone)).toEqual(['0', '3']);
    expect($$(el, '.zone.shot.goal').map((z) => z.dataset.zone)).toEqual(['2']);
    expect(zoneNames(el)[0]).toBe('Zone 1, top left: shoot here');
  });

  it('is saved in a covered zone: the loss waits for the ball, then the whole shoot-out is shown', async () => {
    const el = await mount();
    await click(el, primary(el));
    await click(el, zone(el, 5));
    await land(el);
    await click(el, zone(el, 4));
    expect($(el, '.banner')).toBeNull();
    expect(text(primary(el))).toBe('Cash out $1.485');
    await land(el);
    expect(text($(el, '.banner'))).toBe('✗ Saved! No win');
    expect(text($(el, '.scene-art .call'))).toBe('Saved!');
    expect(caption(el)).toBe('Kick 2: saved! The keeper covered zones 2 and 5.');
    expect(text(primary(el))).toBe('Bet');
    expect(zoneNames(el)).toEqual([
      'Zone 1, top left: place a bet to shoot',
      'Zone 2, top centre: the keeper covered it',
      'Zone 3, top right: place a bet to shoot',
      'Zone 4, bottom left: place a bet to shoot',
      'Zone 5, bottom centre: your shot, saved',
      'Zone 6, bottom right: place a bet to shoot',
    ]);
    expect(kicks(el).slice(0, 4)).toEqual([
      'Kick 1: goal, 1.485×',
      'Kick 2: saved',
      'Kick 3: not taken, the keeper would have covered zones 3 and 6',
      'Kick 4: not taken, the keeper would have covered zones 1 and 2',
    ]);
    expect($$(el, '.kicks .mini')).toHaveLength(10);
  });

  it('cashes out with C and pays the stake times the multiplier; 1–6 shoot and R shoots at random', async () => {
    const el = await mount();
    await click(el, primary(el));
    await press(el, '6');
    expect(el.calls.at(-1)).toEqual({ kind: 'shoot', zone: 5 });
    // A second key while the ball flies does nothing.
    await press(el, '1');
    expect(el.calls).toHaveLength(2);
    await land(el);
    await press(el, 'r');
    // The stub picks the last of the 6 zones.
    expect(el.picks).toEqual([6]);
    expect(el.calls.at(-1)).toEqual({ kind: 'shoot', zone: 5 });
    await land(el);
    expect(text(primary(el))).toBe('Cash out $2.2275');
    await press(el, 'c');
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $2.2275 2.2275×');
    expect(kicks(el)[2]).toBe('Kick 3: not taken, the keeper would have covered zones 3 and 6');
  });

  it('plays a kick 4× faster in fast mode', async () => {
    const el = await mount();
    $<HTMLButtonElement>(el, 'button[aria-label="Fast mode"]').click();
    await el.updateComplete;
    await click(el, primary(el));
    await click(el, zone(el, 2));
    el.manual.advance(KICK_MS / 4 - 1);
    await el.updateComplete;
    expect(caption(el)).toBe('Kick 1: goal! The keeper covered zones 1 and 4.');
    expect(text($(el, '.scene-art .call'))).toBe('Goal!');
    el.manual.advance(1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.pitch')!.classList.contains('between')).toBe(true);
  });

  it('wins by itself on the 10th goal', async () => {
    const el = await mount({ keeper: Array.from({ length: 10 }, () => [0, 1]) });
    await click(el, primary(el));
    for (let i = 0; i < 10; i++) {
      await click(el, zone(el, 5));
      await land(el);
    }
    expect(text($(el, '.banner'))).toBe('✓ You won $57.0883 57.0883×');
    expect(el.calls.filter((c) => c.kind === 'shoot')).toHaveLength(10);
  });

  it('moves the focus between zones with the arrows, one tab stop for the goal', async () => {
    const el = await mount();
    const key = async (from: number, k: string, ctrlKey = false) => {
      zone(el, from).focus();
      zone(el, from).dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey, bubbles: true, cancelable: true }));
      await el.updateComplete;
      return Number((el.shadowRoot!.activeElement as HTMLElement).dataset.zone);
    };
    expect(await key(0, 'ArrowRight')).toBe(1);
    expect(await key(1, 'ArrowDown')).toBe(4);
    expect(await key(4, 'ArrowDown')).toBe(4);
    expect(await key(4, 'End')).toBe(5);
    expect(await key(5, 'ArrowUp')).toBe(2);
    expect(await key(2, 'ArrowRight')).toBe(2);
    expect(await key(2, 'Home', true)).toBe(0);
    expect(await key(0, 'End', true)).toBe(5);
    expect($$(el, '[role="gridcell"]').filter((z) => z.tabIndex === 0).map((z) => z.dataset.zone)).toEqual(['5']);
  });
});
