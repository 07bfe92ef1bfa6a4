import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

// Run in the build only: the component gets the class names of each look (no recipe runtime ships).
const backdropRecipe = recipe({
  base: { position: 'fixed', inset: 0, zIndex: 100, display: 'grid', placeItems: 'center', padding: vars.space.md },
  variants: {
    fullScreen: {
      true: { background: vars.color.brand, color: vars.color.onBrand },
      false: { background: 'rgba(16, 24, 40, 0.55)' },
    },
  },
  defaultVariants: { fullScreen: false },
});

const panelRecipe = recipe({
  base: { maxWidth: '420px', width: '100%', textAlign: 'center', borderRadius: vars.radius.lg, padding: vars.space.lg, outline: 'none' },
  variants: {
    fullScreen: {
      true: { background: 'transparent' },
      false: { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card },
    },
  },
});

export const backdrop = { fullScreen: backdropRecipe({ fullScreen: true }), popup: backdropRecipe({ fullScreen: false }) };
export const panel = { fullScreen: panelRecipe({ fullScreen: true }), popup: panelRecipe({ fullScreen: false }) };

export const mark = style({ fontSize: '3rem', lineHeight: 1, marginBottom: vars.space.sm });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: 700, margin: `0 0 ${vars.space.md}` });
export const action = style({ background: vars.color.surface, color: vars.color.brand });
