// The landing page's cards, product slides and testimonials (spec part 2, sections 1 and 2).
import type { CarouselSlide, MarketingCard, Testimonial } from './types.ts';

export const whyUs: MarketingCard[] = [
  { id: 1, title: 'No fees to use the app', description: 'Opening an account and using Vibe Savings costs nothing.', icon: 'percent' },
  { id: 2, title: 'A plan for every goal', description: 'Family, home, emergency, vacation, wedding, celebration, retirement, or a goal of your own.', icon: 'target' },
  { id: 3, title: 'Free withdrawals from myPurse', description: 'Your myPurse wallet is yours to use: withdraw at any time, free of charge.', icon: 'wallet' },
  { id: 4, title: 'Naira and Dollars', description: 'See your Naira and Dollar balances together, with dollar savings and investments beside your plans.', icon: 'dollar' },
];

export const safety: MarketingCard[] = [
  { id: 1, title: 'Insured deposits', description: 'Funds are insured by the Nigeria Deposit Insurance Corporation (NDIC), the national deposit insurer.', icon: 'shield' },
  { id: 2, title: '256-bit SSL', description: 'Everything between your device and our servers travels over 256-bit SSL.', icon: 'lock' },
  { id: 3, title: 'Two-factor authentication', description: 'A one-time code confirms sensitive actions such as payments and withdrawals.', icon: 'phone' },
  { id: 4, title: 'Encryption', description: 'Your personal and financial details are encrypted when we store them.', icon: 'key' },
  { id: 5, title: 'Fraud detection', description: 'Unusual activity on an account is flagged and checked before money moves.', icon: 'alert' },
  { id: 6, title: 'Account monitoring', description: 'Accounts are monitored around the clock, and you hear from us about every transaction.', icon: 'eye' },
];

export const payments: MarketingCard[] = [
  { id: 1, title: 'Pay by card', description: 'Fund a plan or a purse with your debit card. Cards are handled by our card payment provider.', icon: 'card' },
  { id: 2, title: 'Recurring bank debit', description: 'Save daily, weekly or monthly without lifting a finger: we debit your bank account on schedule.', icon: 'repeat' },
  { id: 3, title: 'Bank transfer', description: 'Top up myPurse by transfer from any Nigerian bank account.', icon: 'bank' },
  { id: 4, title: 'Send and request money', description: 'Transfer to other Vibe Savings users or ask them for money once your BVN is verified.', icon: 'send' },
];

export const productSlides: CarouselSlide[] = [
  { id: 1, title: 'myPurse', description: 'A Naira wallet you can split into named purses for budgeting. Withdrawals are free at any time, and interest is paid at the end of each month.', image: 'wallet' },
  { id: 2, title: 'Stash', description: 'Fixed-term savings that earn interest until the date you choose. Need the money early? You can break a Stash before maturity for a small breakage fee.', image: 'stash' },
  { id: 3, title: 'Target Savings', description: 'Save towards a goal with a target and a date. The plan is locked until maturity, with interest if you choose it.', image: 'target' },
  { id: 4, title: 'Group Savings', description: 'Save with friends in a private group joined by code, or take on a public savings challenge. Locked until maturity, interest optional.', image: 'users' },
  { id: 5, title: 'Bills Payment', description: 'Airtime, data and utilities in one place, with scheduled payments and discounts.', image: 'bolt' },
  { id: 6, title: 'Buy Now Pay Later', description: 'Shop now and pay over time through our partner lender. A Stash balance at least equal to the loan is held under a lien until the loan is settled; you may combine several plans, and you need a registered phone number.', image: 'cart' },
  { id: 7, title: 'Transfers and requests', description: 'Send money to other users or request it from them. Both need a verified BVN.', image: 'send' },
  { id: 8, title: 'Referrals', description: 'Share your referral code from Account, then Refer and Earn. You are rewarded when the person you refer creates a savings plan.', image: 'gift' },
  { id: 9, title: 'Investments', description: 'Grow your money beyond savings, with your investment balance shown beside your plans.', image: 'chart' },
  { id: 10, title: 'Dollar Savings', description: 'Hold part of your savings in Dollars and watch both balances from one dashboard.', image: 'dollar' },
];

export const testimonials: Testimonial[] = [
  { id: 1, name: 'Amaka Nwosu', description: 'I set a wedding plan and forgot about it. The debit came out every week and the plan paid out on the day it matured.', image: null },
  { id: 2, name: 'Babatunde Ajayi', description: 'As a freelancer my income comes in bits. myPurse lets me keep money aside and still withdraw for free when a client pays late.', image: null },
  { id: 3, name: 'Hauwa Abubakar', description: 'My friends and I run a group savings challenge every December. Nobody can break it early, which is exactly why it works.', image: null },
  { id: 4, name: 'Emeka Obi', description: 'I pay airtime, data and my electricity bill from the same app I save in. The scheduled payments mean no more dark evenings.', image: null },
];
