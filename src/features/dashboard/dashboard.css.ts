import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens.ts';
import { vars } from '../../styles/theme.css.ts';

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
export const skeleton = style({ display: 'inline-block', width: '60%', height: '1.6rem', borderRadius: vars.radius.sm, background: vars.color.border });
