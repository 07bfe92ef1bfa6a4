import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '640px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const option = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const optionTitle = style({ margin: 0, fontSize: '1.1rem' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.md });
export const code = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.md });
export const codeText = style({ fontFamily: 'monospace', fontSize: '1.3rem', fontWeight: 700, letterSpacing: '0.1em' });
export const empty = style({ fontWeight: 600 });
