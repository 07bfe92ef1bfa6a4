import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// A field's message (shown once it is touched, so as the customer leaves it) takes the place of the
// field's bottom margin rather than adding its height: what follows moves by a few pixels, not a line.
// A press on NEXT straight from a field that turns invalid used to be lost: the field blurred as the
// button went down, its message pushed the button 25 px down, and the press came up beside it.
export const error = style({ color: vars.color.critical, fontSize: vars.font.size.sm, fontWeight: 600, lineHeight: 1.25 });
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  selectors: { [`&:has(> ${error})`]: { marginBottom: 0 } },
});
export const label = style({ fontWeight: 600 });
export const control = style({ position: 'relative', display: 'flex' });
export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' } },
});
// The browser draws a file input's button 21 px tall: it is made a tap target like the other controls.
export const file = style({
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&::file-selector-button': {
      minHeight: '44px',
      marginRight: vars.space.sm,
      padding: `0 ${vars.space.md}`,
      border: `1px solid ${vars.color.textMuted}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
    },
  },
});
export const withToggle = style({ paddingRight: '4.5rem' });
export const toggle = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const area = style({ padding: `${vars.space.sm}`, resize: 'vertical', lineHeight: 1.5 });
export const preview = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const previewImage = style({ maxWidth: '8rem', maxHeight: '8rem', borderRadius: vars.radius.sm, objectFit: 'cover' });
export const textButton = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, border: 'none', background: 'transparent', color: vars.color.brand, fontWeight: 600, cursor: 'pointer', textDecoration: 'underline' });
