import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.brand,
  overflowY: 'auto',
});
export const panel = style({
  width: '100%',
  maxWidth: '440px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});
/** Settled in the page once the dialog's time is up: the same card, in the flow of the screen. */
export const settled = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space.md });
export const settledPanel = style([panel, { boxShadow: vars.shadow.card }]);
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontSize: vars.font.size.xl,
  fontWeight: 800,
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const body = style({ color: vars.color.text });
