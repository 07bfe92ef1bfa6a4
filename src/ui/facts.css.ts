import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const list = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, auto)', gap: `${vars.space.sm} ${vars.space.md}` });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' });
export const row = style({ display: 'contents' });
