// Styles shared by the marketing pages: sections, card grids, avatars.
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const section = style({ maxWidth: '1120px', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const tinted = style({ background: vars.color.canvas });
export const lead = style({ maxWidth: '65ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
export const icon = style({ display: 'inline-flex', alignSelf: 'flex-start', color: vars.color.brand, background: vars.color.brandSoft, borderRadius: vars.radius.md, padding: vars.space.xs });
export const cardTitle = style({ fontSize: vars.font.size.md, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const cardText = style({ margin: 0, color: vars.color.textMuted });
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 800,
  fontSize: vars.font.size.lg,
  objectFit: 'cover',
});
export const title = style({ fontSize: vars.font.size.xl, '@media': { [breakpoints.tablet]: { fontSize: vars.font.size.xxl } } });
