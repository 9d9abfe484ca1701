import { describe, expect, it } from 'vitest';
import { unsafeFontFamilies } from '../../test/fixtures';
import { buildStyles, type VxStyles } from './styles';

const brand = [
  '#F1F8FD',
  '#cce3f8',
  '#a7cff3',
  '#82bbef',
  '#5ca7ea',
  '#3793e5',
  '#1c7ed6',
  '#155d9e',
  '#0d3c65',
  '#061b2d',
];

/** A complete styles object using every key of spec 4.6. */
const full: VxStyles = {
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  colorScheme: 'light',
  logo_url: 'https://cdn.example.com/logo.svg',
  defaultRadius: 'md',
  button: { radius: '8px' },
  components: { button: { color: '#FFF' }, paper: { backgroundColor: '#f8f9fa' } },
  assets: {
    icons: {
      handoff: {
        header: {
          main: {
            alt: 'Phone',
            url: 'https://cdn.example.com/phone.png',
            srcset: {
              '2x': 'https://cdn.example.com/phone@2x.png',
              '3x': 'https://cdn.example.com/phone@3x.png',
            },
            width: 100,
            height: 64,
          },
        },
      },
    },
  },
  global: {
    backgroundColor: '#fff',
    typography: {
      font: {
        family: 'Inter, sans-serif',
        normal: { url: 'https://fonts.example.com/inter.ttf', format: 'truetype' },
      },
    },
  },
};

const rulesOf = (input: unknown) => {
  const result = buildStyles(input as VxStyles);
  return result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);
};

describe('buildStyles', () => {
  it('accepts every key of 4.6 and normalizes hex colors', () => {
    const result = buildStyles(full);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.colors?.brand?.[0]).toBe('#f1f8fd');
    expect(result.value.components?.button?.color).toBe('#ffffff');
    expect(result.value.global?.backgroundColor).toBe('#ffffff');
    expect(result.value.assets).toEqual(full.assets);
  });

  it('accepts built-in Mantine names as primaryColor and an empty object', () => {
    expect(rulesOf({ primaryColor: 'teal' })).toEqual([]);
    expect(rulesOf({})).toEqual([]);
  });

  it('requires palettes of exactly ten hex colors, reporting the bad index', () => {
    expect(rulesOf({ colors: { brand: brand.slice(0, 9) } })).toEqual(['colors.brand palette-length']);
    expect(rulesOf({ colors: { brand: [...brand.slice(0, 3), 'blue', ...brand.slice(4)] } })).toEqual([
      'colors.brand[3] hex-color',
    ]);
    expect(rulesOf({ colors: { brand: '#1c7ed6' } })).toEqual(['colors.brand type:array']);
  });

  it('requires primaryColor to name a palette', () => {
    expect(rulesOf({ colors: { brand }, primaryColor: 'brnd' })).toEqual(['primaryColor palette-ref']);
    expect(rulesOf({ primaryColor: 'toString' })).toEqual(['primaryColor palette-ref']);
  });

  it('checks shade, scheme and radius values', () => {
    expect(rulesOf({ primaryShade: 10 })).toEqual(['primaryShade range']);
    expect(rulesOf({ primaryShade: 2.5 })).toEqual(['primaryShade range']);
    expect(rulesOf({ colorScheme: 'auto' })).toEqual(['colorScheme enum']);
    for (const ok of ['xs', 'xl', 0, 12, '8px', '0.5rem', '1em', '50%', '0'])
      expect(rulesOf({ defaultRadius: ok })).toEqual([]);
    for (const bad of ['xxl', -1, Number.POSITIVE_INFINITY, '8 px', 'calc(1px)', '8pt']) {
      expect(rulesOf({ button: { radius: bad } })).toEqual(['button.radius radius']);
    }
  });

  it('allows https URLs only (http on localhost), rejecting javascript: and data:', () => {
    expect(rulesOf({ logo_url: 'http://localhost:4011/logo.png' })).toEqual([]);
    expect(
      rulesOf({
        logo_url: 'javascript:alert(1)',
        global: { typography: { font: { normal: { url: 'data:font/ttf;base64,AAAA' } } } },
        assets: {
          icons: {
            handoff: { header: { main: { url: 'http://cdn.example.com/a.png', srcset: { '2x': 'x' } } } },
          },
        },
      }),
    ).toEqual([
      'logo_url https-url',
      'assets.icons.handoff.header.main.url https-url',
      'assets.icons.handoff.header.main.srcset.2x https-url',
      'global.typography.font.normal.url https-url',
    ]);
  });

  it('keeps the handoff icon within 100 by 100', () => {
    const icon = (width: unknown, height: unknown) => ({
      assets: { icons: { handoff: { header: { main: { width, height } } } } },
    });
    expect(rulesOf(icon(100, 100))).toEqual([]);
    expect(rulesOf(icon(101, 0))).toEqual([
      'assets.icons.handoff.header.main.width range',
      'assets.icons.handoff.header.main.height range',
    ]);
    expect(rulesOf(icon('50', 50))).toEqual(['assets.icons.handoff.header.main.width type:number']);
  });

  it('rejects CSS metacharacters in the font family and the font format', () => {
    const font = (family: string, format = 'woff2') => ({
      global: { typography: { font: { family, normal: { format } } } },
    });
    expect(rulesOf(font('Noto Sans JP, sans-serif'))).toEqual([]);
    for (const bad of unsafeFontFamilies) {
      expect(rulesOf(font(bad))).toEqual(['global.typography.font.family css-font-family']);
    }
    expect(rulesOf(font('Inter', 'woff2") ; x'))).toEqual(['global.typography.font.normal.format css-token']);
  });

  it('rejects unknown keys at every level (theme typos)', () => {
    expect(
      rulesOf({ primaryColour: 'blue', components: { buton: {} }, global: { backgroundcolor: '#fff' } }),
    ).toEqual([
      'primaryColour unknown-key',
      'components.buton unknown-key',
      'global.backgroundcolor unknown-key',
    ]);
  });

  it('reports every problem at once', () => {
    const issues = rulesOf({
      colors: { brand: ['#fff'] },
      primaryColor: 'nope',
      primaryShade: -1,
      colorScheme: 'sepia',
      components: { button: { color: 'white' }, paper: { backgroundColor: '#12' } },
      global: { backgroundColor: 'transparent' },
    });
    expect(issues).toEqual([
      'colors.brand palette-length',
      'primaryShade range',
      'colorScheme enum',
      'components.button.color hex-color',
      'components.paper.backgroundColor hex-color',
      'global.backgroundColor hex-color',
      'primaryColor palette-ref',
    ]);
  });
});
