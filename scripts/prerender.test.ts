// The build's prerender: each public page's HTML holds its content before any script runs, each auth
// screen's a shell (header and form skeleton, nothing to type into), none an inline script or style.
import { describe, expect, it } from 'vitest';
import { renderAppShell, renderRoute } from '../src/prerender.tsx';
import { documentWith } from './prerender.ts';
import { addressOf, documentFile, routes } from './route-chunks.ts';

const prerendered = routes.filter((r) => r.prerender);
const render = (path: string) => renderRoute(addressOf(path));

describe('the prerender', () => {
  it('covers the six public pages, the seven auth screens and the PIN step of sign-up, and nothing under /app', () => {
    expect(prerendered.map((r) => r.path)).toEqual([
      '/',
      '/aboutus',
      '/faq',
      '/contactus',
      '/terms',
      '/privacy',
      '/auth/login',
      '/auth/signup1/:id',
      '/auth/signup2',
      '/auth/signup3',
      '/createpin',
      '/auth/forgotpassword',
      '/auth/forgottoken',
      '/auth/createforgotpassword',
    ]);
    expect(new Set(routes.map((r) => documentFile(r.path))).size).toBe(routes.length);
  });

  it('renders the home page whole: header, hero, the sections below it and the footer', async () => {
    const html = await render('/');
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain('Save towards every goal, in Naira and Dollars');
    expect(html).toContain('aria-label="Site"');
    expect(html).toContain('Why Us');
    expect(html).toContain('What our customers say');
    expect(html).toContain('<footer');
    expect(html).not.toContain('Loading…');
  });

  it.each([
    ['/aboutus', 'About Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contactus', 'Contact Us'],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
  ])('renders %s with its heading and the footer', async (path, heading) => {
    const html = await render(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<footer');
  });

  it('renders the contact form with its fields, unfilled', async () => {
    const html = await render('/contactus');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).not.toContain('aria-invalid');
  });

  it.each([
    ['/auth/login', 'Sign in', 2],
    ['/auth/signup1/:id', 'Create your account', 6],
    ['/auth/forgotpassword', 'Forgot your password?', 1],
    ['/auth/createforgotpassword', 'Create a new password', 2],
  ])('renders %s as a shell: brand, title (%s) and a skeleton of its %i fields', async (path, title, fields) => {
    const html = await render(path);
    expect(html).toContain('>Vibe Savings</a>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace('?', '\\?')}</h1>`));
    const skeleton = /<div role="status"[^>]*>(.*?)<\/div><\/div><\/main>/.exec(html)?.[1] ?? '';
    expect(skeleton).toContain('Loading…');
    expect(skeleton.match(/<div class="[^"]+"><\/div>/g)).toHaveLength(fields);
    // Nothing to type into before the screen is there (a form sent without it would put a password in a URL).
    expect(html).not.toMatch(/<(input|form|textarea)\b/);
  });

  it('shows no customer data in a shell: the lead that names a phone number is left out', async () => {
    const html = await render('/auth/signup2');
    expect(html).toContain('Verify your phone number');
    expect(html).not.toContain('Enter the OTP sent to');
  });

  it.each(prerendered.map((r) => r.path))('renders %s with no inline script or style, and nothing still loading', async (path) => {
    const html = await render(path);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<!--$!-->');
  });

  it("renders the signed-in app's frame: brand, header bar and the loading state, no customer data and nothing to use but Reload", () => {
    const html = renderAppShell();
    expect(html).toContain('>Vibe Savings</span>');
    expect(html).toMatch(/<main class="[^"]+"><div class="[^"]+"><div role="status" aria-live="polite" class="[^"]+">Loading…<\/div>/);
    // Its one link: Reload, in the message CSS reveals should the scripts never come.
    expect(html).toMatch(/<p class="[^"]+">Vibe Savings could not load\. Check your connection, then <a href="">Reload<\/a>\.<\/p><\/div><\/main>/);
    expect(html).not.toMatch(/<(button|input|form|script)\b/);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('puts the HTML into the empty #root of index.html, and refuses a template without one', () => {
    const template = '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    expect(documentWith(template, '<p>$& $1 hi</p>')).toBe('<html><body><div id="root"><p>$& $1 hi</p></div><script type="module" src="/a.js"></script></body></html>');
    expect(documentWith(template, '<p>frame</p>', { shell: true })).toContain('<div id="root" data-shell><p>frame</p></div>');
    expect(() => documentWith('<html><body><div id="app"></div></body></html>', '<p></p>')).toThrow(/#root|id="root"/);
  });
});
