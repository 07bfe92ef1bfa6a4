import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '560px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const progress = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md, fontWeight: 600 });
export const bar = style({ width: '100%', height: '8px', accentColor: vars.color.brand });
export const stepHeading = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.sm}`, outline: 'none' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'space-between', marginTop: vars.space.md });
export const grow = style({ flex: 1 });
