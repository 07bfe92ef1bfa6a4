import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const frame = style({ minHeight: '100vh', display: 'flex' });
export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '220px',
  flexShrink: 0,
  padding: vars.space.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});
export const brand = style({ fontWeight: 800, fontSize: vars.font.size.lg, color: vars.color.onBrand, textDecoration: 'none', marginBottom: vars.space.md });
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { background: vars.color.brandStrong, fontWeight: 700 }, '&:hover': { background: vars.color.brandStrong } },
});
export const disabled = style({ cursor: 'not-allowed', opacity: 0.85, selectors: { '&:hover': { background: 'transparent' } } });
export const soon = style({ fontSize: '0.75rem', background: vars.color.onBrand, color: vars.color.brand, borderRadius: vars.radius.pill, padding: '0 8px', fontWeight: 700 });
export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
// The customer's name may be 50 letters with no space in it: it breaks anywhere rather than widen the page.
export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const profile = style({ display: 'flex', flexDirection: 'column', minWidth: 0, textDecoration: 'none', color: vars.color.text, lineHeight: 1.2 });
export const profileName = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const profileHint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const menuButton = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });
export const mobileMenu = style({ background: vars.color.brand, padding: vars.space.sm, '@media': { [breakpoints.desktop]: { display: 'none' } } });
export const main = style({ flex: 1, padding: vars.space.md, '@media': { [breakpoints.tablet]: { padding: vars.space.lg } } });
/** The prerendered frame's empty header (app-shell.tsx): as tall as the header with its buttons, so it does not grow. */
export const shellHeader = style({ minHeight: `calc(44px + 2 * ${vars.space.sm} + 1px)`, boxSizing: 'border-box' });

// The frame's HTML (app-shell.tsx), linked with this stylesheet: a load whose scripts never come says so.
/** How long the frame waits for the app's scripts before it says they did not come. */
export const STALLED_AFTER_S = 8;
const reveal = keyframes({ to: { visibility: 'visible' } });
// Holds the loading state; the message sits over it, so revealing it moves nothing.
export const shellLoading = style({ position: 'relative' });
export const stalled = style({
  position: 'absolute',
  top: `calc(50% + 2 * ${vars.space.md})`,
  left: 0,
  right: 0,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  textAlign: 'center',
  visibility: 'hidden',
  // !important outweighs the reduced-motion rule (global.css.ts) that turns animations off: this one
  // moves nothing, it only shows the message once the wait is over.
  animation: `${reveal} 1ms ${STALLED_AFTER_S}s forwards !important`,
});
