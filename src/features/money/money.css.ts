import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '560px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const empty = style({ margin: 0, fontWeight: 600 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const who = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
export const balance = style({ margin: `0 0 ${vars.space.md}`, fontWeight: 700 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
