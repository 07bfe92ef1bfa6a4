import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const note = style({ margin: 0, color: vars.color.textMuted });
