// The card payment provider, as the mock plays it: GET /user/card_url hands out the address of a small
// page here, where one click links a test card to the customer (a card record, and `cardLinked` set).
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { buildCards } from '../fixtures/builders.ts';
import type { Store } from './store.ts';

export const CARD_LINK_PATH = '/mock-provider/link-card';
/** The page's stylesheet, served beside it: the app's CSP (style-src 'self') refuses an inline <style>. */
export const CARD_LINK_STYLESHEET = '/mock-provider/provider.css';

const STYLESHEET = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;line-height:1.5}
button{min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#0b5d3b;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
`;
/** A link is good for this long, like a hosted checkout session. */
export const CARD_LINK_TTL_MS = 30 * 60_000;

/** Starts a card-linking session for the customer and returns the provider page's address. */
export function startCardLink(store: Store, userId: string, origin: string): string {
  const ref = `lnk_${randomBytes(12).toString('base64url')}`;
  store.state.cardLinks.push({ userId, ref, createdAt: Date.now(), usedAt: null });
  return `${origin}${CARD_LINK_PATH}?ref=${encodeURIComponent(ref)}`;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Test card provider</title>
<link rel="stylesheet" href="${CARD_LINK_STYLESHEET}"></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

export function cardProviderRoutes(store: Store): Router {
  const router = express.Router({ caseSensitive: true });
  router.use(CARD_LINK_PATH, express.urlencoded({ extended: false }));

  const openLink = (ref: unknown) => {
    const link = store.state.cardLinks.find((l) => l.ref === ref);
    return link && link.usedAt === null && Date.now() - link.createdAt < CARD_LINK_TTL_MS ? link : null;
  };
  const expired = page('This link has expired', '<p>Start again from the to-do list of your Vibe Savings dashboard.</p>');

  router.get(CARD_LINK_STYLESHEET, (_req, res) => void res.type('css').send(STYLESHEET));

  router.get(CARD_LINK_PATH, (req, res) => {
    const link = openLink(req.query.ref);
    if (!link) return res.status(404).type('html').send(expired);
    return res.type('html').send(
      page(
        'Link a test card',
        `<p>This page stands in for the card payment provider of the mock. It links a test card to your Vibe Savings account; no money moves.</p>
<form method="post" action="${CARD_LINK_PATH}"><input type="hidden" name="ref" value="${escape(link.ref)}"><button type="submit">Link test card</button></form>`,
      ),
    );
  });

  router.post(CARD_LINK_PATH, (req, res) => {
    const link = openLink((req.body as { ref?: unknown } | undefined)?.ref);
    const user = link && store.findUser(link.userId);
    if (!link || !user) return res.status(404).type('html').send(expired);
    link.usedAt = Date.now();
    const [card] = buildCards(user.id, link.ref, 1);
    store.state.cards.push(card!);
    user.todo.cardLinked = true;
    return res.type('html').send(page('Card linked', `<p role="status">Your card ending ${escape(card!.pan)} is linked. You can close this tab and return to Vibe Savings.</p>`));
  });
  return router;
}
