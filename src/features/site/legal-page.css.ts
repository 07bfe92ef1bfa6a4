import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const article = style({ maxWidth: '760px' });
export const date = style({ color: vars.color.textMuted, fontWeight: 600 });
export const toc = style({ background: vars.color.canvas, borderRadius: vars.radius.md, padding: vars.space.md, margin: `${vars.space.lg} 0` });
export const tocTitle = style({ fontSize: vars.font.size.md });
export const section = style({ marginTop: vars.space.lg, scrollMarginTop: vars.space.md });
