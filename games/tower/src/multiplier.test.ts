import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_LAYOUTS, TOWER_ROWS, safeTiles, type TowerDifficulty } from './board';
import { TOWER_MAX_MULTIPLIER, clearChance, towerMultiplier, towerMultiplierTable } from './multiplier';

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** The lines of RULES.md between `<!-- name:start -->` and `<!-- name:end -->`. */
const section = (name: string) => RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!.trim().split('\n');

/** A multiplier in ten-thousandths ("2.3466" → 23466n). */
const units = (multiplier: string) => {
  const [whole, fraction = ''] = multiplier.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

/** RTP(k) = multiplier(k) × p^k as an exact fraction. */
function rtp(difficulty: TowerDifficulty, floors: number): { n: bigint; d: bigint } {
  const { safe, of } = clearChance(difficulty, floors);
  return { n: units(towerMultiplier(difficulty, floors)) * safe, d: 10_000n * of };
}

/** A fraction as a percent: every digit when it terminates within 30 places, else 6 places and "…". */
function percent({ n, d }: { n: bigint; d: bigint }): string {
  const scaled = n * 100n * 10n ** 30n;
  const exact = scaled % d === 0n;
  const whole = (scaled / d / 10n ** 30n).toString();
  const digits = ((scaled / d) % 10n ** 30n).toString().padStart(30, '0');
  if (!exact) return `${whole}.${digits.slice(0, 6)}… %`;
  const fraction = digits.replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
}

describe('towerMultiplier', () => {
  it.each([
    ['easy', 1, '1.32'],
    ['easy', 3, '2.3466'], // 0.99 × 64/27 = 2.346666…
    ['easy', 9, '13.1851'], // 0.99 × 262144/19683 = 13.185154…
    ['medium', 1, '1.485'],
    ['medium', 5, '7.5178'], // 0.99 × 243/32 = 7.517812…
    ['hard', 9, '506.88'],
    ['expert', 9, '19486.17'],
    ['master', 9, '259522.56'],
  ] as const)('%s after %d floors → %s', (difficulty, floors, expected) => {
    expect(towerMultiplier(difficulty, floors)).toBe(expected);
  });

  it('is "0" before the first floor and refuses impossible floor counts', () => {
    for (const difficulty of TOWER_DIFFICULTIES) expect(towerMultiplier(difficulty, 0)).toBe('0');
    for (const bad of [-1, 10, 1.5]) expect(() => towerMultiplier('easy', bad)).toThrow(RangeError);
  });

  it('lists exactly RULES.md’s table, strictly increasing floor by floor', () => {
    const rows = section('multipliers').slice(2).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
    expect(rows).toEqual(Array.from({ length: TOWER_ROWS }, (_, k) => [String(k + 1), ...TOWER_DIFFICULTIES.map((d) => towerMultiplier(d, k + 1))]));
    for (const difficulty of TOWER_DIFFICULTIES) {
      const table = towerMultiplierTable(difficulty);
      expect(table).toHaveLength(TOWER_ROWS + 1);
      for (let k = 1; k <= TOWER_ROWS; k++) expect(units(table[k]!)).toBeGreaterThan(units(table[k - 1]!));
    }
  });

  it('is 99 × n^k / (100 × s^k) floored to 4 places, never above it, less than 0.0001 below', () => {
    for (const difficulty of TOWER_DIFFICULTIES) {
      const { tiles } = TOWER_LAYOUTS[difficulty];
      const safe = safeTiles(difficulty);
      for (let k = 1; k <= TOWER_ROWS; k++) {
        // In ten-thousandths: m·100·s^k ≤ 99·10⁴·n^k < (m + 1)·100·s^k.
        const m = units(towerMultiplier(difficulty, k));
        const exact = 99n * 10_000n * BigInt(tiles) ** BigInt(k);
        const below = 100n * BigInt(safe) ** BigInt(k);
        expect(m * below <= exact && exact < (m + 1n) * below).toBe(true);
      }
    }
  });
});

describe('return to player', () => {
  it('keeps the per-floor identity p × U(k + 1) = U(k) for the unfloored value U(k) = 0.99 / p^k, at every floor and difficulty', () => {
    for (const difficulty of TOWER_DIFFICULTIES) {
      const n = BigInt(TOWER_LAYOUTS[difficulty].tiles);
      const s = BigInt(safeTiles(difficulty));
      // U(k) = 99·n^k / (100·s^k); p = s/n.
      const u = (k: number) => ({ n: 99n * n ** BigInt(k), d: 100n * s ** BigInt(k) });
      for (let k = 0; k < TOWER_ROWS; k++) {
        const next = u(k + 1);
        const now = u(k);
        expect(s * next.n * now.d).toBe(n * next.d * now.n);
      }
      expect(u(0)).toEqual({ n: 99n, d: 100n });
    }
  });

  it('states each RTP(k) exactly as RULES.md does, every one between 98.9971875 % and 99 %', () => {
    const rows = section('rtp').slice(2).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
    for (const [difficulty, figures, lowest, highest] of rows) {
      const d = difficulty as TowerDifficulty;
      const returns = Array.from({ length: TOWER_ROWS }, (_, k) => rtp(d, k + 1));
      const texts = returns.map(percent);
      if (figures === '99 % at every floor') expect(texts.every((t) => t === '99 %')).toBe(true);
      else expect(figures).toBe(texts.join(', '));
      const sorted = [...returns].sort((a, b) => (a.n * b.d < b.n * a.d ? -1 : 1));
      expect(lowest!.startsWith(percent(sorted[0]!))).toBe(true);
      expect(highest!.startsWith(percent(sorted.at(-1)!))).toBe(true);
      for (const r of returns) expect(r.n * 100n <= 99n * r.d && r.n * 100_000_000n >= 98_997_187n * r.d).toBe(true);
    }
    expect(rows.map((row) => row[0])).toEqual([...TOWER_DIFFICULTIES]);
    expect(percent(rtp('easy', 3))).toBe('98.9971875 %');
  });

  it('returns exactly 99 % at every floor of hard, expert and master, whose multipliers are exact', () => {
    for (const difficulty of ['hard', 'expert', 'master'] as const) {
      for (let k = 1; k <= TOWER_ROWS; k++) {
        const { n, d } = rtp(difficulty, k);
        expect(n * 100n).toBe(99n * d);
      }
    }
  });
});

describe('maximum win', () => {
  it('is master’s floor-9 multiplier, and each floor’s largest cashout is master’s at that floor', () => {
    for (let k = 1; k <= TOWER_ROWS; k++) {
      const best = TOWER_DIFFICULTIES.map((d) => towerMultiplier(d, k)).sort((a, b) => Number(units(b) - units(a)))[0];
      expect(best).toBe(towerMultiplier('master', k));
    }
    expect(TOWER_MAX_MULTIPLIER).toBe(towerMultiplier('master', TOWER_ROWS));
    expect(TOWER_DIFFICULTIES.map((d) => towerMultiplier(d, TOWER_ROWS))).toEqual(['13.1851', '38.0589', '506.88', '19486.17', '259522.56']);
    expect(clearChance('master', TOWER_ROWS)).toEqual({ safe: 1n, of: 262_144n });
  });
});
