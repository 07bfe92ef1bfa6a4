import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
  selectors: { '&::backdrop': { background: 'rgba(16, 24, 40, 0.55)' } },
  '@media': { 'screen and (max-width: 400px)': { padding: vars.space.md } },
});
export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const close = style({
  flexShrink: 0,
  minWidth: '44px',
  minHeight: '44px',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.canvas } },
});
