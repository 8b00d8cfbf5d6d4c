import { describe, expect, it } from 'vitest';
import { ringRadii } from '../boards';
import { placeLabels, textWidth } from './ring-labels';

const R = 140;
const kinds = (labels: ReturnType<typeof placeLabels>) => labels.map((l) => (l.anchor ? 'tag' : 'on'));

describe('placeLabels', () => {
  it('writes every low-risk multiplier on its own ring: the bullseye in the centre, the rings at 12 o’clock', () => {
    const labels = placeLabels(ringRadii('low'), ['5×', '2×', '1.5×', '1.1×', '0×'], R);
    expect(kinds(labels)).toEqual(['on', 'on', 'on', 'on', 'on']);
    expect(labels[0]).toEqual({ zone: 0, x: 0, y: 0, size: 15, anchor: null });
    // Halfway across each ring, straight up from the centre; the band's 0× straight down.
    expect(labels.slice(1).map((l) => [l.x, l.y])).toEqual([[0, -37.36], [0, -65.45], [0, -96.17], [0, 125.96]]);
  });

  it('tags the rings too narrow to write on, on the bare band, with a leader to the ring', () => {
    const medium = placeLabels(ringRadii('medium'), ['50×', '10×', '3×', '2×', '1.2×', '0×'], R);
    expect(kinds(medium)).toEqual(['tag', 'tag', 'on', 'on', 'on', 'on']);
    const high = placeLabels(ringRadii('high'), ['1000×', '100×', '20×', '5×', '2×', '0×'], R);
    expect(kinds(high)).toEqual(['tag', 'tag', 'tag', 'tag', 'on', 'on']);
    // Tags stand halfway across the bare band; each leader ends halfway across its own ring.
    const band = (ringRadii('high')[4]! * R + R) / 2;
    for (const tag of high.filter((l) => l.anchor)) {
      expect(Math.hypot(tag.x, tag.y)).toBeCloseTo(band, 1);
    }
    expect(Math.hypot(high[0]!.anchor!.x, high[0]!.anchor!.y)).toBeCloseTo((ringRadii('high')[0]! * R) / 2, 1);
    // The dots stay smaller than the rings they mark: the 2.2-unit bullseye keeps most of its gold.
    expect(high.filter((l) => l.anchor).map((l) => l.anchor!.dot)).toEqual([0.55, 1.28, 2, 2]);
  });

  it('keeps the tags apart: no two overlap', () => {
    const high = placeLabels(ringRadii('high'), ['1000×', '100×', '20×', '5×', '2×', '0×'], R).filter((l) => l.anchor);
    for (let i = 0; i < high.length; i++) {
      for (let j = i + 1; j < high.length; j++) {
        const apart = Math.abs(high[i]!.x - high[j]!.x) > textWidth(5, 12) || Math.abs(high[i]!.y - high[j]!.y) > 20;
        expect(apart).toBe(true);
      }
    }
  });

  it('writes each label small enough to fit across its ring', () => {
    const radii = ringRadii('medium');
    const labels = placeLabels(radii, ['50×', '10×', '3×', '2×', '1.2×', '0×'], R);
    for (const label of labels.filter((l) => !l.anchor && l.zone > 0 && l.zone < radii.length)) {
      expect(label.size).toBeLessThanOrEqual((radii[label.zone]! - radii[label.zone - 1]!) * R);
    }
  });
});
