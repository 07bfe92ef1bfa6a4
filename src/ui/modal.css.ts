import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The spec's modal transition (part 1 §9): 500 ms in and out; none for those who prefer reduced motion. */
export const TRANSITION_MS = 500;
const enter = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });
const leave = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'translateY(16px)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const root = style({
  animation: `${enter} ${TRANSITION_MS}ms ease-out`,
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(16, 24, 40, 0.24)',
  selectors: { '&::backdrop': { background: 'rgba(16, 24, 40, 0.55)', animation: `${fadeIn} ${TRANSITION_MS}ms ease-out` } },
  '@media': {
    'screen and (max-width: 400px)': { padding: vars.space.md },
    '(prefers-reduced-motion: reduce)': { animation: 'none', selectors: { '&::backdrop': { animation: 'none' } } },
  },
});
export const closing = style({
  animation: `${leave} ${TRANSITION_MS}ms ease-in forwards`,
  selectors: { '&::backdrop': { animation: `${fadeOut} ${TRANSITION_MS}ms ease-in forwards` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', selectors: { '&::backdrop': { animation: 'none' } } } },
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
/** A dialog's answers (ConfirmDialog's No and Yes, a failed payment's OK), at its foot. */
export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginTop: vars.space.md });
