import { style } from '@vanilla-extract/css';
import { buttons } from '../../styles/buttons.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const control = buttons.secondary;
export const position = style({ minWidth: '4ch', textAlign: 'center', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
// Every slide shares one grid cell: the track is as tall as the tallest slide, so nothing below it moves.
export const track = style({ display: 'grid' });
export const slide = style({ gridArea: '1 / 1' });
export const hidden = style([slide, { visibility: 'hidden' }]);
