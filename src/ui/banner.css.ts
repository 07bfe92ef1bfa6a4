import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

export const root = recipe({
  base: {
    borderRadius: vars.radius.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: vars.space.md,
    borderLeft: '4px solid',
  },
  variants: {
    tone: {
      critical: { background: vars.color.criticalSoft, color: vars.color.critical, borderColor: vars.color.critical },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive, borderColor: vars.color.positive },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution, borderColor: vars.color.caution },
    },
  },
});

export const list = { margin: 0, paddingLeft: vars.space.md };
