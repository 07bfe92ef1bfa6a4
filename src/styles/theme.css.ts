import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(tokens.color).map((k) => [k, null])) as Record<keyof typeof tokens.color, null>,
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, size: { sm: null, md: null, lg: null, xl: null, xxl: null } },
  shadow: { card: null },
});

createGlobalTheme(':root', vars, tokens);
