import { readFileSync } from 'node:fs';
import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { WHEEL_LAYOUTS, WHEEL_MAX_MULTIPLIER, WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, layoutEntries, wheelLayout } from './layouts';

/** A multiplier in hundredths, read from its decimal text with no float step ("1.5" → 150n). */
function hundredths(multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  expect(fraction.length).toBeLessThanOrEqual(2);
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const ALL = WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENT_COUNTS.map((segments) => ({ risk, segments, layout: wheelLayout(risk, segments) })));

describe('wheel layouts', () => {
  it('has 15 layouts, each with one multiplier per segment, written as normalised decimal text that flooring to 4 places keeps', () => {
    expect(ALL).toHaveLength(15);
    for (const { segments, layout } of ALL) {
      expect(layout).toHaveLength(segments);
      for (const m of layout) {
        expect(m).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        expect(floorMultiplier(m, 1)).toBe(m);
      }
    }
  });

  it.each(ALL)('$risk risk, $segments segments returns exactly 99 %: Σ 100·m = 99 × segments', ({ segments, layout }) => {
    const sum = layout.reduce((total, m) => total + hundredths(m), 0n);
    expect(sum).toBe(99n * BigInt(segments));
    // The same with decimals: the mean multiplier over the equally likely segments is 0.99, not nearly.
    const rtp = layout.reduce((total, m) => total.plus(m), new Decimal(0)).dividedBy(segments);
    expect(rtp.equals(new Decimal('0.99'))).toBe(true);
  });

  it('holds the counts RULES.md gives for each layout', () => {
    const counts = (risk: 'low' | 'medium' | 'high', segments: 10 | 20 | 30 | 40 | 50) =>
      layoutEntries(wheelLayout(risk, segments)).map(({ multiplier, count }) => `${multiplier}:${count}`).join(' ');
    for (const n of WHEEL_SEGMENT_COUNTS) {
      const k = n / 10;
      expect(counts('low', n)).toBe(`0:${2 * k} 1.2:${7 * k} 1.5:${k}`);
      expect(counts('high', n)).toBe(`0:${n - 1} ${(n * 99) / 100}:1`);
    }
    expect(counts('medium', 10)).toBe('0:5 1.5:2 1.9:1 2:1 3:1');
    expect(counts('medium', 20)).toBe('0:10 1.5:2 1.8:1 2:6 3:1');
    expect(counts('medium', 30)).toBe('0:15 1.5:6 1.7:1 2:6 3:1 4:1');
    expect(counts('medium', 40)).toBe('0:20 1.5:8 1.6:1 2:7 3:4');
    expect(counts('medium', 50)).toBe('0:25 1.5:14 2:6 2.5:1 3:3 5:1');
  });

  it('wins on 80 % of segments at low risk, on the odd half at medium risk and only on the last segment at high risk', () => {
    for (const n of WHEEL_SEGMENT_COUNTS) {
      const low = wheelLayout('low', n);
      expect(low.filter((m) => m !== '0')).toHaveLength((n * 8) / 10);
      wheelLayout('medium', n).forEach((m, i) => expect(m === '0').toBe(i % 2 === 0));
      wheelLayout('high', n).forEach((m, i) => expect(m === '0').toBe(i !== n - 1));
      // Segment 0, under the pointer at rest, is a 0× on every wheel.
      for (const risk of WHEEL_RISKS) expect(wheelLayout(risk, n)[0]).toBe('0');
    }
  });

  it('pays at most 49.5×, on high risk with 50 segments', () => {
    const top = ALL.flatMap(({ layout }) => layout).reduce((max, m) => Decimal.max(max, m), new Decimal(0));
    expect(top.toString()).toBe(WHEEL_MAX_MULTIPLIER);
    expect(wheelLayout('high', 50).at(-1)).toBe('49.5');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(WHEEL_LAYOUTS.low[10])).toBe(true);
  });

  it('is listed in RULES.md exactly as built', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- layouts:start -->\n([\s\S]*?)<!-- layouts:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows).toEqual(ALL.map(({ risk, segments, layout }) => [risk, String(segments), layout.join(' ')]));
  });
});

describe('layoutEntries', () => {
  it('lists each multiplier once, smallest first, with its count', () => {
    expect(layoutEntries(wheelLayout('medium', 10))).toEqual([
      { multiplier: '0', count: 5 },
      { multiplier: '1.5', count: 2 },
      { multiplier: '1.9', count: 1 },
      { multiplier: '2', count: 1 },
      { multiplier: '3', count: 1 },
    ]);
  });
});
