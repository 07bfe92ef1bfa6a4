import { style } from '@vanilla-extract/css';
import { buttons } from '../../styles/buttons.css.ts';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const submit = buttons.block;
export const aside = style({ background: vars.color.canvas, borderRadius: vars.radius.md, padding: vars.space.lg });
export const label = style({ fontSize: vars.font.size.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
