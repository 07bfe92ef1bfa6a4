import { globalStyle, style } from '@vanilla-extract/css';
import { buttons } from '../../styles/buttons.css.ts';
import { vars } from '../../styles/theme.css.ts';

const ink = '#f1f3f2'; // 14.9:1 on the footer's text-coloured background

// A long word (the support e-mail address) may break rather than push a narrow column past the window's edge.
export const footer = style({ background: vars.color.text, color: ink, padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`, overflowWrap: 'anywhere' });
// The blue focus ring is too faint on the dark footer.
globalStyle(`${footer} :focus-visible`, { outlineColor: ink });
export const grid = style({ maxWidth: '1120px', margin: '0 auto', display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const heading = style({ fontSize: vars.font.size.md, margin: `${vars.space.md} 0 ${vars.space.sm}`, selectors: { '&:first-child': { marginTop: 0 } } });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const social = style([list, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md }]);
export const link = style({ color: ink, display: 'inline-block', padding: '2px 0' });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', marginTop: vars.space.sm });
export const newsletter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
});
export const subscribe = buttons.secondary;
export const notice = style({ margin: 0, fontSize: vars.font.size.sm });
export const fineprint = style({ maxWidth: '1120px', margin: `${vars.space.lg} auto 0`, fontSize: vars.font.size.sm });
