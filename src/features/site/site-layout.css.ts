import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surface });
export const header = style({ borderBottom: `1px solid ${vars.color.border}` });
export const bar = style({ maxWidth: '1120px', margin: '0 auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` });
export const brand = style({ fontWeight: 800, fontSize: vars.font.size.lg, color: vars.color.brand, textDecoration: 'none' });
export const menuButton = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });
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
export const navLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: vars.color.text, textDecoration: 'none', fontWeight: 600 });
export const wrap = style({ flexWrap: 'wrap' });
export const main = style({ flex: 1 });
export const footer = style({ background: vars.color.text, color: '#f1f3f2', padding: `${vars.space.xl} ${vars.space.md}` });
export const footerGrid = style({ maxWidth: '1120px', margin: '0 auto', display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' });
export const footerHeading = style({ fontSize: vars.font.size.md, margin: `0 0 ${vars.space.sm}` });
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const footerLink = style({ color: '#f1f3f2' });
