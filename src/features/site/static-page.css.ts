import { style } from '@vanilla-extract/css';

// The page's own elements lay out as if this wrapper were not there.
export const part = style({ display: 'contents' });
