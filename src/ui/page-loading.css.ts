import { style } from '@vanilla-extract/css';

// A class, not a style attribute: nothing a CSP's style-src would refuse.
export const root = style({ minHeight: '60vh', display: 'grid', placeItems: 'center' });
