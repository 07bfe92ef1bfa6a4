import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

// Run in the build only: the component gets the class names of each tone (no recipe runtime ships).
const root = recipe({
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

export const tone = {
  critical: root({ tone: 'critical' }),
  positive: root({ tone: 'positive' }),
  caution: root({ tone: 'caution' }),
};

export const list = style({ margin: 0, paddingLeft: vars.space.md });
