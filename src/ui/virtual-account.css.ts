import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const details = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}` });
export const term = style({ color: vars.color.textMuted, fontWeight: 600 });
export const value = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const copy = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.sm });
