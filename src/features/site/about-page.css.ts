import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const vision = style({ fontSize: vars.font.size.lg, maxWidth: '60ch', margin: 0 });
export const prose = style({ maxWidth: '70ch' });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const placeholder = style({ border: `2px dashed ${vars.color.border}`, boxShadow: 'none' });
