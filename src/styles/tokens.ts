// Design tokens in plain TypeScript; the theme contract below turns them into CSS variables.
const unit = 4;
export const space = (n: number) => `${n * unit}px`;

export const tokens = {
  color: {
    brand: '#0b5d3b', // deep green: 7.9:1 on white
    brandStrong: '#084a2f',
    brandSoft: '#e6f2ec',
    onBrand: '#ffffff',
    text: '#1b1f24',
    textMuted: '#4a5361', // 7.6:1 on white
    surface: '#ffffff',
    canvas: '#f5f7f6',
    border: '#c9d1cd',
    focus: '#1a56db',
    critical: '#a4161a', // 7.1:1 on white
    criticalSoft: '#fdecec',
    positive: '#0b6b35',
    positiveSoft: '#e7f6ed',
    caution: '#7a4b00',
    cautionSoft: '#fff4dc',
  },
  space: { xs: space(1), sm: space(2), md: space(4), lg: space(6), xl: space(10) },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  },
  shadow: { card: '0 1px 3px rgba(16, 24, 40, 0.12)' },
} as const;

export const breakpoints = { tablet: 'screen and (min-width: 768px)', desktop: 'screen and (min-width: 1024px)' };
