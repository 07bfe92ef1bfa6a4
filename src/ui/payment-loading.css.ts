import { style } from '@vanilla-extract/css';
import { breakpoints } from '../styles/tokens.ts';

/** As tall as the payment steps' first step (the method choice, src/features/payments/payment-steps.tsx) at each width. */
export const room = style({
  minHeight: '322px',
  '@media': { 'screen and (max-width: 399px)': { minHeight: '346px' }, [breakpoints.tablet]: { minHeight: '298px' } },
});
