import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const bar = { content: '""', display: 'block', background: vars.color.canvas, borderRadius: vars.radius.sm } as const;

/** Ends in a bar the size of the submit button. */
export const skeleton = style({ '::after': { ...bar, height: '44px', background: vars.color.brandSoft } });
/** Sized like a text field (field.css.ts): a label line, a 44px input and the gap below. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  '::before': { ...bar, height: '1.25rem', width: '40%' },
  '::after': { ...bar, height: '44px', border: `1px solid ${vars.color.border}` },
});
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
