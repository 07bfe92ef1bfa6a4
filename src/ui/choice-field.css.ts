import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { error as fieldError } from './field.css.ts';

// As a field's (field.css.ts), the message takes the place of the bottom margin.
export const group = style({
  border: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { [`&:has(> ${fieldError})`]: { marginBottom: 0 } },
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const radio = style({ width: '20px', height: '20px', flexShrink: 0, accentColor: vars.color.brand });
export const optionLabel = style({ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' });
