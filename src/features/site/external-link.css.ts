import { style } from '@vanilla-extract/css';

// Heard, not seen. A class, not a style attribute: the public pages are prerendered, and the CSP
// (style-src 'self') refuses a style attribute in HTML.
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
