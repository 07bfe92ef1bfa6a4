import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
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
export const error = style({ color: vars.color.critical, fontSize: vars.font.size.sm, fontWeight: 600 });
export const area = style({ padding: `${vars.space.sm}`, resize: 'vertical', lineHeight: 1.5 });
export const preview = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const previewImage = style({ maxWidth: '8rem', maxHeight: '8rem', borderRadius: vars.radius.sm, objectFit: 'cover' });
export const textButton = style({ minHeight: '44px', padding: `0 ${vars.space.sm}`, border: 'none', background: 'transparent', color: vars.color.brand, fontWeight: 600, cursor: 'pointer', textDecoration: 'underline' });
