// Every button look the client uses, as class names computed at build time: the screens use these, so
// no recipe runtime ships (the recipe itself, recipes.css.ts, runs only in the build).
import { button } from './recipes.css.ts';

export const buttons = {
  primary: button(),
  secondary: button({ tone: 'secondary' }),
  ghost: button({ tone: 'ghost' }),
  block: button({ block: true }),
  secondaryBlock: button({ tone: 'secondary', block: true }),
  ghostBlock: button({ tone: 'ghost', block: true }),
};
