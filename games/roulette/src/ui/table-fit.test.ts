// @vitest-environment happy-dom
import { TestControllerHost } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableFitController, WIDE_FROM, orientationFor } from './table-fit';

describe('orientationFor', () => {
  it('lays the table across from 520 px and stands it up below', () => {
    expect(WIDE_FROM).toBe(520);
    expect(orientationFor(520)).toBe('wide');
    expect(orientationFor(900)).toBe('wide');
    expect(orientationFor(519)).toBe('tall');
    expect(orientationFor(328)).toBe('tall');
  });
});

describe('TableFitController', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('watches the board once it is drawn and reports the orientation its width fits', () => {
    const observed: Element[] = [];
    let notify: ((entries: { contentRect: { width: number } }[]) => void) | null = null;
    let disconnected = false;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          disconnected = true;
        }
      },
    );
    const host = new TestControllerHost();
    const root = document.createElement('div');
    const reported: string[] = [];
    const fit = new TableFitController(host, () => root.querySelector('.board'), (o) => reported.push(o));
    fit.hostUpdated();
    expect(observed).toEqual([]);
    root.innerHTML = '<div class="board"></div>';
    fit.hostUpdated();
    fit.hostUpdated();
    expect(observed).toEqual([root.querySelector('.board')]);
    notify!([{ contentRect: { width: 344 } }]);
    notify!([{ contentRect: { width: 0 } }]);
    notify!([{ contentRect: { width: 700 } }]);
    expect(reported).toEqual(['tall', 'wide']);
    fit.hostDisconnected();
    expect(disconnected).toBe(true);
  });
});
