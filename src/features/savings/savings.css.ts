import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

const surface = { background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md } as const;

export const page = style({ maxWidth: '960px', minWidth: 0 });
export const narrow = style({ maxWidth: '640px' });
export const panel = style({ ...surface, marginBottom: vars.space.lg, minWidth: 0 });
export const section = style({ marginBottom: vars.space.lg, minWidth: 0 });
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const empty = style({ ...surface, margin: 0, fontWeight: 600 });

// Stacked on a phone, side by side from a tablet up: whatever the figures' width, one height per screen size (room.totals).
export const totals = style({ ...surface, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg, '@media': { [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'center' } } });
export const donut = style({ width: '140px', height: '140px', flex: 'none' });
export const figures = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const figure = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const swatch = style({ width: '14px', height: '14px', borderRadius: '3px', flex: 'none' });
export const figureValue = style({ margin: 0, fontWeight: 700, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });

/** A horizontal strip that scrolls on a phone. */
export const strip = style({ display: 'flex', gap: vars.space.md, overflowX: 'auto', padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`, margin: 0, listStyle: 'none' });
export const purse = style({ ...surface, minWidth: '160px', display: 'grid', gap: vars.space.xs });
export const tile = style({
  ...surface,
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  minHeight: '96px',
  minWidth: '160px',
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  border: `2px dashed ${vars.color.border}`,
});
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const categories = style([tiles, { '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }]);

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0, '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } } });
export const card = style({ ...surface, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const cardLink = style({ color: 'inherit', textDecoration: 'none', display: 'grid', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
export const image = style({ width: '100%', maxHeight: '160px', objectFit: 'cover', borderRadius: vars.radius.sm });
export const progress = style({ width: '100%', height: '12px', accentColor: vars.color.brand });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const layout = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });
export const guide = style({ width: '100%', borderCollapse: 'collapse' });
export const note = style({ margin: `${vars.space.sm} 0`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.cautionSoft, color: vars.color.caution });
export const estimate = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.brandSoft });

// ---- The savings home's rooms (src/ui/reserved.tsx): each section is this tall while it loads, fails,
// is empty or shows its data, so a section that arrives moves nothing below it. ----
/** A core plan's card in its strip: one width and one layout, so every card is as tall as the next. */
export const planCard = style({ flex: 'none', width: '20rem', alignContent: 'start', scrollSnapAlign: 'start' });
export const planHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '2.5rem', minWidth: 0 });
export const thumbnail = style({ width: '2.5rem', height: '2.5rem', flex: 'none', objectFit: 'cover', borderRadius: vars.radius.sm });
export const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
// Heights as the shown sections measure (the journeys of e2e/steady-layout.spec.ts check them): a failure's
// banner and retry fit each one, and below a tablet the banner takes two lines.
export const room = {
  totals: style({ minHeight: '312px', '@media': { [breakpoints.tablet]: { minHeight: '172px' } } }),
  // A purse card with its name, balance and a line for a link under them.
  purses: style({ minHeight: '128px' }),
  core: style({ minHeight: '252px' }),
  stash: style({ minHeight: '200px' }),
  /** The breakdown's value at maturity: one row of facts, or its skeleton. */
  maturityValue: style({ minHeight: '32px', marginTop: '0.75rem' }),
};
