import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '880px', minWidth: 0 });
export const narrow = style({ maxWidth: '560px' });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.lg });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
/** A tile: a card whose title is the link; the link's ::after covers the card, so a tap anywhere on it opens the screen. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  minHeight: '5.5rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  border: '2px solid transparent',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.brand } },
});
export const tileTitle = style({
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } },
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, auto)', gap: `${vars.space.xs} ${vars.space.md}` });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' });
export const total = style({ fontSize: vars.font.size.xl, fontWeight: 700, margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});
export const address = style({ fontStyle: 'normal' });
/** The account home's totals: two rows of figures, held while they load (reserved.tsx). */
export const totalsRoom = style({ minHeight: '3.5rem', marginBottom: vars.space.md });
/** A long address (the referral share link) breaks anywhere rather than widen a phone's page. */
export const longLink = style({ overflowWrap: 'anywhere' });
