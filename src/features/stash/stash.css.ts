import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '560px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const empty = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 600 });
export const fee = style({ margin: `${vars.space.md} 0 0`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.cautionSoft, color: vars.color.caution });
export const edit = style({ display: 'inline-block', marginTop: vars.space.sm, fontWeight: 600 });
/** The lock periods' room (src/ui/reserved.tsx): the four periods the API offers, with their legend. */
export const periodsRoom = style({ minHeight: '296px' });
