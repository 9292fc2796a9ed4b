import { describe, expect, it } from 'vitest';
import { ciFamilies, ciFamily, deltaE2000, hexToLab, hueFamilies, hueFamily, isNearWhite, type Lab, nearestByColour, parseHex } from './colour.ts';

const lab = (l: number, a: number, b: number): Lab => ({ l, a, b });

// Sharma, Wu & Dalal (2005), Table 1: the 34 pairs with their expected ΔE00.
const sharmaPairs: Array<[Lab, Lab, number]> = [
  [lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425],
  [lab(50, 3.1571, -77.2803), lab(50, 0, -82.7485), 2.8615],
  [lab(50, 2.8361, -74.02), lab(50, 0, -82.7485), 3.4412],
  [lab(50, -1.3802, -84.2814), lab(50, 0, -82.7485), 1.0],
  [lab(50, -1.1848, -84.8006), lab(50, 0, -82.7485), 1.0],
  [lab(50, -0.9009, -85.5211), lab(50, 0, -82.7485), 1.0],
  [lab(50, 0, 0), lab(50, -1, 2), 2.3669],
  [lab(50, -1, 2), lab(50, 0, 0), 2.3669],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0009), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.001), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0011), 7.2195],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0012), 7.2195],
  [lab(50, -0.001, 2.49), lab(50, 0.0009, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.001, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.0011, -2.49), 4.7461],
  [lab(50, -0.001, 2.49), lab(50, 0.0012, -2.49), 4.7461],
  [lab(50, 2.5, 0), lab(50, 0, -2.5), 4.3065],
  [lab(50, 2.5, 0), lab(73, 25, -18), 27.1492],
  [lab(50, 2.5, 0), lab(61, -5, 29), 22.8977],
  [lab(50, 2.5, 0), lab(56, -27, -3), 31.903],
  [lab(50, 2.5, 0), lab(58, 24, 15), 19.4535],
  [lab(50, 2.5, 0), lab(50, 3.1736, 0.5854), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2972, 0), 1.0],
  [lab(50, 2.5, 0), lab(50, 1.8634, 0.5757), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2592, 0.335), 1.0],
  [lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644],
  [lab(63.0109, -31.0961, -5.8663), lab(62.8187, -29.7946, -4.0864), 1.263],
  [lab(61.2901, 3.7196, -5.3901), lab(61.4292, 2.248, -4.962), 1.8731],
  [lab(35.0831, -44.1164, 3.7933), lab(35.0232, -40.0716, 1.5901), 1.8645],
  [lab(22.7233, 20.0904, -46.694), lab(23.0331, 14.973, -42.5619), 2.0373],
  [lab(36.4612, 47.858, 18.3852), lab(36.2715, 50.5065, 21.2231), 1.4146],
  [lab(90.8027, -2.0831, 1.441), lab(91.1528, -1.6435, 0.0447), 1.4441],
  [lab(90.9257, -0.5406, -0.9208), lab(88.6381, -0.8985, -0.7239), 1.5381],
  [lab(6.7747, -0.2908, -2.4247), lab(5.8714, -0.0985, -2.2286), 0.6377],
  [lab(2.0776, 0.0795, -1.135), lab(0.9033, -0.0636, -0.5514), 0.9082],
];

describe('parseHex', () => {
  it('canonicalises long and short forms, with or without #, in any case', () => {
    expect(parseHex('#0F4C81')).toBe('#0F4C81');
    expect(parseHex('0f4c81')).toBe('#0F4C81');
    expect(parseHex('  #0f4C81 ')).toBe('#0F4C81');
    expect(parseHex('#abc')).toBe('#AABBCC');
    expect(parseHex('FFF')).toBe('#FFFFFF');
  });

  it('rejects anything that is not a 3- or 6-digit hex colour', () => {
    for (const input of ['', '#', '#12', '#1234', '#12345', '#1234567', '#GGGGGG', '##abc', '# abc', 'rgb(0,0,0)', '0x0F4C81', 'red']) {
      expect(parseHex(input), input).toBeNull();
    }
  });
});

describe('hexToLab', () => {
  const expectLab = (actual: Lab, l: number, a: number, b: number) => {
    expect(actual.l).toBeCloseTo(l, 1);
    expect(actual.a).toBeCloseTo(a, 1);
    expect(actual.b).toBeCloseTo(b, 1);
  };

  it('maps the sRGB primaries and the neutrals to their CIELAB (D65) values', () => {
    expectLab(hexToLab('#000000'), 0, 0, 0);
    expectLab(hexToLab('#FFFFFF'), 100, 0, 0);
    expectLab(hexToLab('#FF0000'), 53.24, 80.09, 67.2);
    expectLab(hexToLab('#00FF00'), 87.73, -86.18, 83.18);
    expectLab(hexToLab('#0000FF'), 32.3, 79.19, -107.86);
  });

  it('keeps greys achromatic', () => {
    for (const grey of ['#111111', '#808080', '#C0C0C0']) {
      const { a, b } = hexToLab(grey);
      expect(Math.abs(a) + Math.abs(b), grey).toBeLessThan(1e-3);
    }
  });

  it('accepts whatever parseHex accepts and refuses the rest', () => {
    expect(hexToLab(' #fff ')).toEqual(hexToLab('#FFFFFF'));
    expect(() => hexToLab('#12')).toThrow();
  });
});

describe('deltaE2000', () => {
  it.each(sharmaPairs.map(([x, y, expected], index) => ({ pair: index + 1, x, y, expected })))('matches Sharma pair $pair', ({ x, y, expected }) => {
    expect(Math.abs(deltaE2000(x, y) - expected)).toBeLessThan(1e-4);
  });

  it('is symmetric', () => {
    for (const [x, y] of sharmaPairs) expect(deltaE2000(y, x)).toBeCloseTo(deltaE2000(x, y), 10);
  });

  it('is zero between a colour and itself', () => {
    for (const [x, y] of sharmaPairs) {
      expect(deltaE2000(x, x)).toBe(0);
      expect(deltaE2000(y, y)).toBe(0);
    }
  });
});

describe('hueFamily', () => {
  it('lists the families in colour-card order', () => {
    expect(hueFamilies).toEqual(['red', 'orange', 'yellow', 'green', 'blue', 'violet', 'brown', 'white', 'grey', 'black']);
  });

  it.each([
    ['PW 6', '#F5F5F2', 'white'],
    ['PBk 7', '#1C1C1C', 'black'],
    ['PR 254', '#C8102E', 'red'],
    ['PR 122', '#D0417E', 'red'],
    ['PV 23', '#4B2C6F', 'violet'],
    ['PV 19', '#B5305F', 'red'],
    ['PB 15:3', '#0F4C81', 'blue'],
    ['PB 29', '#2B3EA0', 'blue'],
    ['PG 7', '#00704A', 'green'],
    ['PG 36', '#2E8B57', 'green'],
    ['PY 74', '#F5C400', 'yellow'],
    ['PY 83', '#E8A317', 'yellow'],
    ['PO 34', '#F08A1C', 'orange'],
    ['PO 36', '#E0701E', 'orange'],
    ['PR 101', '#8E3B23', 'brown'],
    ['PBr 24', '#C9A05A', 'brown'],
    ['PY 42', '#B7792B', 'brown'],
  ])('puts the %s masstone %s in %s', (_pigment, hex, family) => {
    expect(hueFamily(hex)).toBe(family);
  });

  it('sorts screen colours and neutrals sensibly too', () => {
    expect(['#FFFFFF', '#000000', '#808080', '#FF0000', '#FFFF00', '#00FF00', '#0000FF'].map(hueFamily)).toEqual([
      'white',
      'black',
      'grey',
      'red',
      'yellow',
      'green',
      'blue',
    ]);
  });
});

describe('isNearWhite', () => {
  it.each([
    ['white', '#FFFFFF'],
    ['PW 6 rutile (钛白粉)', '#F5F5F2'],
    ['PW 4 (氧化锌)', '#F2F2EE'],
    ['PW 5 (立德粉)', '#EFEFEA'],
    ['PW 20/PW 6 pearl', '#EDEBE4'],
    ['cornsilk', '#FFF8DC'],
    ['a pale yellow tint', '#F7F1BE'],
    ['wheat', '#F5DEB3'],
    ['a pale grey', '#E0E0E0'],
    ['short form, lower case', ' #fff '],
  ])('finds %s (%s) near white', (_name, hex) => {
    expect(isNearWhite(hex)).toBe(true);
  });

  it.each([
    ['lemon yellow, light but vivid', '#FFFF00'],
    ['a lemon tint', '#FBF061'],
    ['PY 74', '#F5C400'],
    ['silver grey', '#C0C0C0'],
    ['PB 15:3', '#0F4C81'],
    ['PBk 7', '#1C1C1C'],
  ])('leaves %s (%s) alone', (_name, hex) => {
    expect(isNearWhite(hex)).toBe(false);
  });

  it('answers false for no colour or anything that is not one, rather than throwing', () => {
    for (const input of [null, '', 'white', '#12', 'rgb(255,255,255)']) expect(isNearWhite(input), String(input)).toBe(false);
  });
});

describe('ciFamily', () => {
  it('lists the families in colour-card order', () => {
    expect(ciFamilies).toEqual(['reds', 'oranges', 'yellows', 'greens', 'blues', 'violets', 'browns', 'whites', 'blacks', 'metallics', 'other']);
  });

  it.each([
    ['PR 254', 'reds'],
    ['PO 34', 'oranges'],
    ['PY 74', 'yellows'],
    ['PG 7', 'greens'],
    ['PB 15:3', 'blues'],
    ['PV 23', 'violets'],
    ['PBr 24', 'browns'],
    ['PW 6', 'whites'],
    ['PBk 7', 'blacks'],
    ['PM 1', 'metallics'],
    ['PW 20/PW 6', 'whites'],
    ['SR 24', 'reds'],
    ['SO 60', 'oranges'],
    ['SY 93', 'yellows'],
    ['SG 3', 'greens'],
    ['SB 35', 'blues'],
    ['SV 13', 'violets'],
    ['SBr 53', 'browns'],
    ['SBk 7', 'blacks'],
    ['DR 60', 'reds'],
    ['DB 56', 'blues'],
  ])('reads %s as %s', (ciName, family) => {
    expect(ciFamily(ciName)).toBe(family);
  });

  it('files a missing or unrecognised name under other', () => {
    for (const ciName of [null, '', '   ', 'PX 1', 'SW 6', 'SM 1', 'Pigment Blue 15', '15:3']) {
      expect(ciFamily(ciName), String(ciName)).toBe('other');
    }
  });
});

describe('nearestByColour', () => {
  const swatches = [
    { id: 1, hex: '#0F4C81' },
    { id: 2, hex: '#C8102E' },
    { id: 3, hex: '#2B3EA0' },
    { id: 4, hex: '#c8102e' },
    { id: 5, hex: '#D0417E' },
  ];

  it('orders by ΔE00, nearest first, and keeps input order on ties', () => {
    const nearest = nearestByColour('#C8102E', swatches, 3);
    expect(nearest.map((swatch) => swatch.id)).toEqual([2, 4, 5]);
    expect(nearest[0]).toEqual({ id: 2, hex: '#C8102E', deltaE: 0 });
    expect(nearestByColour('#C8102E', [...swatches].reverse(), 2).map((swatch) => swatch.id)).toEqual([4, 2]);
  });

  it('rounds ΔE00 to two decimals and keeps the items’ own fields', () => {
    const [nearest] = nearestByColour('#0F4C80', swatches, 1);
    const exact = deltaE2000(hexToLab('#0F4C80'), hexToLab('#0F4C81'));
    expect(nearest).toEqual({ id: 1, hex: '#0F4C81', deltaE: Math.round(exact * 100) / 100 });
    expect(nearest?.deltaE).not.toBe(exact);
  });

  it('returns at most limit items, and none for a limit of zero or less', () => {
    expect(nearestByColour('#000', swatches, 10)).toHaveLength(swatches.length);
    expect(nearestByColour('#000', swatches, 0)).toEqual([]);
    expect(nearestByColour('#000', swatches, -1)).toEqual([]);
    expect(nearestByColour('#000', [], 5)).toEqual([]);
  });
});
