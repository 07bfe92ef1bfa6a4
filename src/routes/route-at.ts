// Which route of the route table (table.ts) an address shows, matched as wouter's <Switch> matches it:
// wouter's default parser (regexparam) turns a pattern into the regular expression wouter tests. Not
// wouter's own `matchRoute`, which does just that for a pattern: importing wouter loads React, and the
// build's scripts (route-chunks, size, serve) read this in Node before the build sets React's mode.
import { parse } from 'regexparam';
import { ROUTES, type Route } from './table.ts';

export const routeAt = (pathname: string): Route | undefined => ROUTES.find((route) => parse(route.pattern).pattern.test(pathname));
