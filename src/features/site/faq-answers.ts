// The FAQ's questions open and close their answers: a question is a button that names its answer with
// aria-controls; any number may be open at once. Done on the DOM (the page's markup is the build's HTML
// on a cold load, or rendered from faq-page.tsx after a move within the site: src/features/site/static-page.tsx).
import type { MouseEvent } from 'react';

export function toggleAnswer(event: MouseEvent<HTMLElement>) {
  const target = event.target;
  const question = target instanceof Element ? target.closest('button[aria-controls]') : null;
  const answer = question && document.getElementById(question.getAttribute('aria-controls') ?? '');
  if (!question || !answer) return;
  const open = question.getAttribute('aria-expanded') !== 'true';
  question.setAttribute('aria-expanded', String(open));
  answer.hidden = !open;
}
