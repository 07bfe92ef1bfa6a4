// About Us: vision, who we are, the team and the advisory team still to be announced (spec part 2, section 2).
import type { TeamMember } from './types.ts';

export const vision =
  'A Nigeria where every individual, freelancer and small business can plan for tomorrow: saving towards real goals, in Naira or Dollars, without fees standing in the way.';

export const whoWeAre = [
  'Vibe Savings is a goal-based savings and payments app for customers in Nigeria. We help you put money aside for the things that matter, from rent and school fees to a wedding, a holiday or retirement.',
  'Save on your own with Target Savings and Stash, together with friends in Group Savings, and keep your day-to-day money in myPurse, a Naira wallet you can withdraw from for free at any time. Bills Payment, transfers and Buy Now Pay Later sit in the same app.',
  'Funds are insured by the national deposit insurer, and your account is protected by 256-bit SSL, two-factor authentication, encryption, fraud detection and round-the-clock monitoring.',
];

export const team: TeamMember[] = [
  { id: 1, name: 'Chidinma Okeke', jobTitle: 'Chief Executive Officer', image: null },
  { id: 2, name: 'Olumide Adeyemi', jobTitle: 'Chief Operating Officer', image: null },
  { id: 3, name: 'Ibrahim Musa', jobTitle: 'Chief Technology Officer', image: null },
  { id: 4, name: 'Ngozi Eze', jobTitle: 'Head of Finance', image: null },
  { id: 5, name: 'Tunde Bakare', jobTitle: 'Head of Product', image: null },
  { id: 6, name: 'Aisha Bello', jobTitle: 'Head of Customer Experience', image: null },
];

/** The advisory team is not announced yet: the page shows this many 'Coming soon' cards. */
export const ADVISORY_PLACEHOLDERS = 5;
