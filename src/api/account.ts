// The account area (spec part 2, sections 2 and 7; wire sheet rows 40-47, 51): portfolio, card removal,
// referral code; profile and next of kin are profile.ts (password and PIN change: security.ts).
import { number, optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireNumber, wireText } from './wire.ts';

/** What the original read of the calls that only report success (wire sheet, section 5). */
const Done = optional(unknown());
const money = () => wireNumber(number());

// ---- Portfolio ----

export const PortfolioSummary = type({
  savings: type({ totalSavingsBal: money(), totalNaira: money(), totalNairaInterest: money(), totalDollar: money(), totalDollarInterest: money() }),
  // `totalInvetmentBal` is spelt so on the wire.
  investment: type({ totalInvetmentBal: money(), investmentNairaBal: money(), investmentDollarBal: money() }),
  myPurse: type({ totalPurseBal: money(), purseNairaBal: money(), purseDollarBal: money() }),
});
export type PortfolioSummary = Infer<typeof PortfolioSummary>;

/** PUT with no body (wire sheet row 40: the original's getPortfolio helper); the spec's table says GET. */
export const portfolioCall = defineCall({ name: 'user.portfolio_summary', method: 'PUT', path: '/api/v1/user/portfolio_summary', auth: true, response: PortfolioSummary });

export const getPortfolio = () => send(portfolioCall);

// ---- Debit cards (the list is user.card in payment-sources.ts) ----

export const CardId = type({ id: wireText(pattern(string(), /^[A-Za-z0-9_-]+$/)) });
export type CardId = Infer<typeof CardId>;

export const deleteCardCall = defineCall({ name: 'user.card.delete', method: 'DELETE', path: '/api/v1/user/card', auth: true, request: CardId, requestIn: 'query', response: Done });
export const deleteCard = (id: string) => send(deleteCardCall, { id }).then(() => undefined);

// ---- Referral ----

/** `data` is the code itself (wire sheet row 47). */
export const referralCall = defineCall({ name: 'user.referral', method: 'GET', path: '/api/v1/user/referral', auth: true, response: pattern(string(), /^[A-Za-z0-9]{5,}$/) });
export const getReferralCode = () => send(referralCall);
