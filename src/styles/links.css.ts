import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * A link that stands on its own line (a contents entry, a phone number under its heading) is a tap
 * target: padded to at least 24 px tall (WCAG 2.5.8), where a link in running text keeps the line's height.
 */
export const lineLink = style({ display: 'inline-block', paddingBlock: vars.space.xs });
