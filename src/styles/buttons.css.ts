// Every button look the client uses: buttons and link-buttons look alike whatever element they are.
// The recipe runs only in the build; screens and other stylesheets take the class names it computed
// for each look, so no recipe runtime ships.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

const button = recipe({
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

export const buttons = {
  primary: button(),
  secondary: button({ tone: 'secondary' }),
  ghost: button({ tone: 'ghost' }),
  block: button({ block: true }),
  secondaryBlock: button({ tone: 'secondary', block: true }),
  ghostBlock: button({ tone: 'ghost', block: true }),
};
