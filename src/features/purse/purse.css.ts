import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '560px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const types = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.sm });
export const type = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '64px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
});
export const breakdown = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, auto)', gap: `${vars.space.sm} ${vars.space.md}` });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' });
export const row = style({ display: 'contents' });
export const note = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const edit = style({ display: 'inline-block', marginTop: vars.space.sm, fontWeight: 600 });
