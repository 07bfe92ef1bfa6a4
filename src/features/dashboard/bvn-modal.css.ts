import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const lead = style({ marginTop: 0 });
export const why = style({ marginBottom: vars.space.md, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.brandSoft });
export const whySummary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.brand, minHeight: '28px' });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const secondaryRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
export const masked = style({ fontWeight: 700, letterSpacing: '0.08em', whiteSpace: 'nowrap' });
export const saved = style({ display: 'grid', placeItems: 'center', gap: vars.space.sm, padding: `${vars.space.lg} 0`, textAlign: 'center', fontSize: vars.font.size.lg, fontWeight: 700, color: vars.color.positive });
export const tick = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.positiveSoft,
  fontSize: vars.font.size.xl,
});
export const savedText = style({ margin: 0 });
