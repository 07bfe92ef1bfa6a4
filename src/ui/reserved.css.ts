import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// The block pulses, never its text: the status line keeps its contrast at every moment (7.6:1 on white,
// 6.6:1 on brandSoft), which fading the whole element lost halfway through.
const pulse = keyframes({ '0%, 100%': { backgroundColor: vars.color.brandSoft }, '50%': { backgroundColor: vars.color.surface } });

/** One column as tall as the room: what it shows sits at its top, the skeleton fills it. */
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'start', minWidth: 0 });
/** A skeleton of the part: a block the room's size, its status line in the middle. */
export const loading = style({
  alignSelf: 'stretch',
  margin: 0,
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.textMuted,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` } },
});
