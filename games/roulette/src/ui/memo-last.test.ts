import { describe, expect, it } from 'vitest';
import { memoLast } from './memo-last';

describe('memoLast', () => {
  it('makes the value again only when a dependency changes', () => {
    const remember = memoLast<{ n: number }>();
    let made = 0;
    const make = () => ({ n: ++made });
    const rack = [1];
    const first = remember(['wide', rack], make);
    expect(remember(['wide', rack], make)).toBe(first);
    expect(remember(['wide', [1]], make)).not.toBe(first);
    expect(remember(['tall', [1]], make).n).toBe(3);
    expect(remember(['tall'], make).n).toBe(4);
    expect(made).toBe(4);
  });
});
