import { style } from '@vanilla-extract/css';
import { buttons } from '../../styles/buttons.css.ts';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surface });
export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 10,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
export const header = style({ borderBottom: `1px solid ${vars.color.border}` });
export const bar = style({
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const brand = style({ fontWeight: 800, fontSize: vars.font.size.lg, color: vars.color.brand, textDecoration: 'none' });
// Inside the header, so it outranks the button's own display whatever order the stylesheets load in.
const menuHidden = style({ '@media': { [breakpoints.desktop]: { selectors: { [`${header} &`]: { display: 'none' } } } } });
// Computed at build time: the shell gets the button's class names without the recipe runtime.
export const menuButton = `${menuHidden} ${buttons.secondary}`;
export const cta = buttons.primary;
export const nav = style({ display: 'none', '@media': { [breakpoints.desktop]: { display: 'block' } } });
export const navOpen = style({ display: 'block', width: '100%' });
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.md } },
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '6px' } },
});
// At least a screen tall: the footer, which loads after the page, always arrives below the fold.
export const main = style({ flex: 1, minHeight: '100vh', outline: 'none' });
