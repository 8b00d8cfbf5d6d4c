import { isHexColor } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, composite, contrastRatio, mix, parseHexColor, relativeLuminance, toHex } from './color';

describe('parseHexColor', () => {
  it('reads the contract’s three forms, with alpha from 0 to 1', () => {
    expect(parseHexColor('#FC0')).toStrictEqual({ r: 255, g: 204, b: 0, a: 1 });
    expect(parseHexColor('#0d1117')).toStrictEqual({ r: 13, g: 17, b: 23, a: 1 });
    expect(parseHexColor('#00000080')).toStrictEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(parseHexColor('  #FFFFFF00 ')).toStrictEqual({ r: 255, g: 255, b: 255, a: 0 });
  });

  it('accepts exactly what the contract’s isHexColor accepts', () => {
    const samples = ['#fff', '#FFF', '#ffff', '#12345', '#123456', '#1234567', '#12345678', '#123456789', 'fff', 'red', 'rgb(0,0,0)', '#ggg', '#', '', '#0D1117', '#00000080'];
    for (const sample of samples) expect([sample, parseHexColor(sample) !== null]).toStrictEqual([sample, isHexColor(sample)]);
    expect(parseHexColor(null)).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
  });
});

describe('composite and mix', () => {
  it('paints a translucent colour over what is under it, rounded to 8-bit channels', () => {
    expect(composite(parseHexColor('#00000080')!, WHITE)).toStrictEqual({ r: 127, g: 127, b: 127 });
    expect(composite(parseHexColor('#FFFFFF33')!, BLACK)).toStrictEqual({ r: 51, g: 51, b: 51 });
    expect(composite(parseHexColor('#E50914')!, BLACK)).toStrictEqual({ r: 229, g: 9, b: 20 });
    expect(composite(parseHexColor('#E5091400')!, { r: 1, g: 2, b: 3 })).toStrictEqual({ r: 1, g: 2, b: 3 });
  });

  it('mixes from one colour to the other, ending exactly on it', () => {
    expect(mix(BLACK, WHITE, 0)).toStrictEqual(BLACK);
    expect(mix(BLACK, WHITE, 0.5)).toStrictEqual({ r: 128, g: 128, b: 128 });
    expect(mix({ r: 63, g: 185, b: 80 }, WHITE, 1)).toStrictEqual(WHITE);
  });

  it('writes #rrggbb in lower case', () => {
    expect(toHex({ r: 13, g: 17, b: 23 })).toBe('#0d1117');
    expect(toHex(WHITE)).toBe('#ffffff');
  });
});

describe('WCAG 2.2 luminance and contrast', () => {
  it('gives the published values', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails it (4.48:1).
    expect(contrastRatio(parseHexColor('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHexColor('#777777')!, WHITE)).toBeCloseTo(4.48, 2);
    // Pure red on white is 4.00:1, on black 5.25:1.
    expect(contrastRatio(parseHexColor('#FF0000')!, WHITE)).toBeCloseTo(4.0, 2);
    expect(contrastRatio(parseHexColor('#FF0000')!, BLACK)).toBeCloseTo(5.25, 2);
  });
});
