import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '720px' });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, overflowWrap: 'anywhere' });
export const title = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.xs}` });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: `${vars.space.xs} 0 0` });
export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm, marginBottom: vars.space.sm });
export const empty = style({ fontWeight: 600 });
export const body = style({ lineHeight: 1.6 });
export const back = style({ display: 'inline-block', marginBottom: vars.space.md, fontWeight: 600 });
