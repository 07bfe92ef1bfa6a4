import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ maxWidth: '560px' });
export const panel = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, marginBottom: vars.space.lg });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
export const empty = style({ margin: 0, fontWeight: 600 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const who = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// Rooms of the parts that load on their own (src/ui/reserved.tsx): as tall loading, failed, empty or shown.
/** The beneficiary list below its Add button: a row's height, so loading, empty and one row are alike. */
export const listRoom = style({ minHeight: '4.25rem' });
export const topActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });
/** The wallet balance above the transfer form: as tall as a failure's banner (three lines on a phone, two from a tablet) and its retry. */
export const balanceRoom = style({ minHeight: '148px', marginBottom: vars.space.md, '@media': { [breakpoints.tablet]: { minHeight: '124px' } } });
export const balance = style({
  alignSelf: 'stretch',
  margin: 0,
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  fontWeight: 600,
});
export const balanceValue = style({ fontSize: vars.font.size.xl, fontWeight: 700, overflowWrap: 'anywhere' });
