import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const toc = style({ marginBottom: vars.space.lg });
export const section = style({ marginTop: vars.space.xl, scrollMarginTop: vars.space.md });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const question = style({ margin: 0, fontSize: vars.font.size.md });
export const toggle = style({
  width: '100%',
  minHeight: '44px',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
});
// The sign follows the question's state: + closed, − open.
export const sign = style({
  fontSize: vars.font.size.lg,
  color: vars.color.brand,
  '::after': { content: '"+"' },
  selectors: { [`${toggle}[aria-expanded="true"] &::after`]: { content: '"−"' } },
});
export const answer = style({ paddingBottom: vars.space.sm, maxWidth: '70ch' });
export const blurbs = style({ display: 'grid', gap: vars.space.sm, paddingLeft: vars.space.md });
export const blurbTitle = style({ margin: 0, fontSize: vars.font.size.md });
