import { style } from '@vanilla-extract/css';
import { buttons } from '../../styles/buttons.css.ts';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const hero = style({ background: vars.color.brandSoft });
export const heroInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [breakpoints.desktop]: { padding: `calc(${vars.space.xl} * 2) ${vars.space.md}` } },
});
export const heroTitle = style({
  fontSize: vars.font.size.xl,
  maxWidth: '20ch',
  color: vars.color.brandStrong,
  '@media': { [breakpoints.tablet]: { fontSize: '3rem' } },
});
export const heroLead = style({ fontSize: vars.font.size.lg, maxWidth: '55ch', margin: `0 0 ${vars.space.lg}` });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', margin: `0 0 ${vars.space.lg}` });
// The shared button looks (styles/buttons.css.ts).
export const primary = buttons.primary;
export const secondary = buttons.secondary;
export const facts = style({ margin: 0, paddingLeft: vars.space.md, color: vars.color.text, display: 'grid', gap: vars.space.xs });
// Holds the place of the sections still loading: taller than any screen, so their arrival moves nothing in view.
export const slide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '65ch', margin: 0 });
export const quote = style({ margin: 0, fontSize: vars.font.size.lg });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });
export const stores = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 });
export const store = buttons.primary;
