import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', padding: vars.space.md, '@media': { [breakpoints.tablet]: { alignItems: 'center' } } });
export const panel = style({ width: '100%', maxWidth: '440px', background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg });
export const brand = style({ display: 'inline-block', fontWeight: 800, fontSize: vars.font.size.lg, color: vars.color.brand, textDecoration: 'none', marginBottom: vars.space.md });
export const title = style({ fontSize: vars.font.size.xl });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const back = style({ display: 'inline-block', marginBottom: vars.space.sm, fontWeight: 600 });
export const step = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.brand, fontWeight: 700, fontSize: vars.font.size.sm, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const secondary = style({ marginTop: vars.space.sm });
export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
