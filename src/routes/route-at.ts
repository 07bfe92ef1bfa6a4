// Which route of the route table (table.ts) an address shows, matched as wouter's <Switch> matches it:
// with wouter's own matcher and its default parser (regexparam).
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { ROUTES, type Route } from './table.ts';

export const routeAt = (pathname: string): Route | undefined => ROUTES.find((route) => matchRoute(parse, route.pattern, pathname)[0]);
