import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
