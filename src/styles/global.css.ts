import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.canvas,
});
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });
globalStyle('*', { '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important', animation: 'none !important' } } });

/** Read by a screen reader, not shown: a word that a sighted customer gets from the layout. In the entry's stylesheet, which every page has. */
export const visuallyHidden = style({ position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
