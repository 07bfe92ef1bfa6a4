import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const balances = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  marginBottom: vars.space.lg,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const balanceCard = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, minHeight: '96px' });
export const balanceLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: 600 });
export const balanceValue = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.size.xl, fontWeight: 700, minHeight: '2.2rem', overflowWrap: 'anywhere' });
export const skeleton = style({ display: 'inline-block', width: '60%', height: '1.6rem', borderRadius: vars.radius.sm, background: vars.color.border, animation: `${pulse} 1.6s ease-in-out infinite` });

export const section = style({ marginBottom: vars.space.lg, minWidth: 0 });
export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: '44px', marginBottom: vars.space.sm });
globalStyle(`${sectionHead} > a`, { whiteSpace: 'nowrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** Holds the space of a loaded list while it loads, is empty or failed, so nothing below moves. */
export const placeholder = style({ display: 'grid', placeItems: 'center', textAlign: 'center', height: '100%', margin: 0, padding: vars.space.md, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

// ---- Create a savings plan, myPurse ----
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: '100%',
  minHeight: '6.5rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  border: '2px solid transparent',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
  lineHeight: 1,
});
export const strip = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0`, display: 'flex', gap: vars.space.sm, overflowX: 'auto', scrollSnapType: 'x proximity' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  scrollSnapAlign: 'start',
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const chipStrong = style([chip, { background: vars.color.brand, color: vars.color.onBrand }]);

// ---- Recent activities ----
const ROW = '3.75rem';
export const activity = style({ height: `calc(5 * ${ROW})`, overflowY: 'auto', padding: 0 });
export const activityList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const activityRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  height: ROW,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.canvas}`,
});
export const arrow = style({ display: 'grid', placeItems: 'center', width: '2rem', height: '2rem', borderRadius: vars.radius.pill, fontWeight: 800 });
export const debit = style({ background: vars.color.criticalSoft, color: vars.color.critical });
export const credit = style({ background: vars.color.positiveSoft, color: vars.color.positive });
export const activityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const small = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const amount = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const rowSkeleton = style([skeleton, { width: '100%', height: '1.2rem' }]);

// ---- To-do list ----
export const todo = style({ height: `calc(5 * ${ROW})`, padding: 0, overflowY: 'auto' });
export const todoItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  height: ROW,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.canvas}`,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

// ---- Join a savings challenge ----
const CAROUSEL_HEIGHT = '14rem';
export const carousel = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  gap: vars.space.md,
  height: CAROUSEL_HEIGHT,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  // Snap positions line up with the padding, so the first card rests at scrollLeft 0.
  scrollPaddingInline: vars.space.xs,
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  '@media': {
    [breakpoints.tablet]: { gridAutoColumns: 'calc((100% - 2 * 16px) / 3)' },
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});
export const carouselEmpty = style([panel, { height: CAROUSEL_HEIGHT }]);
export const challenge = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, scrollSnapAlign: 'start', minWidth: 0 }]);
export const challengeName = style([ellipsis, { margin: 0, fontSize: vars.font.size.md }]);
export const challengeFacts = style({ margin: 0, lineHeight: 1.4, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, fontSize: vars.font.size.sm });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600, textAlign: 'right' });
export const challengeLink = style({ marginTop: 'auto' });
export const carouselNav = style({ display: 'flex', gap: vars.space.xs });
export const navButton = style({ minWidth: '44px', padding: 0 });
