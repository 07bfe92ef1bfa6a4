// Shared variants: buttons and link-buttons look alike whatever element they are. Called only in the
// build (by other .css.ts files, and buttons.css.ts for the screens), so no recipe runtime ships.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } } },
      secondary: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand },
      ghost: { background: 'transparent', color: vars.color.brand },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary' },
});
