// The FAQ's nine sections and the product blurbs shown under the question about products (spec part 2, sections 2 and 9).
import { SECURITY_SECTION_ID } from './footer.ts';
import type { FaqItem, ProductBlurb } from './types.ts';

export interface FaqSection {
  /** The anchor of the section, e.g. /faq#safety-security. */
  id: string;
  title: string;
  items: FaqItem[];
}

export const PRODUCTS_QUESTION = 'What products does Vibe Savings offer?';

export const productBlurbs: ProductBlurb[] = [
  { id: 1, title: 'myPurse', desc: 'A Naira wallet for budgeting, split into named purses. Fund it by card or bank transfer and withdraw for free at any time.' },
  { id: 2, title: 'Target Savings', desc: 'A locked plan towards a goal and a date, paid out at maturity, with interest if you choose it.' },
  { id: 3, title: 'Bills Payment', desc: 'Buy airtime and data and pay utility bills, with scheduled payments and discounts.' },
  { id: 4, title: 'Buy Now Pay Later', desc: 'Shop now and pay over time through our partner lender, backed by a Stash held under a lien until the loan is settled.' },
];

export const faqSections: FaqSection[] = [
  {
    id: 'general',
    title: 'General Questions',
    items: [
      {
        question: 'What is Vibe Savings?',
        answer1: 'Vibe Savings is a goal-based savings and payments app for individuals, freelancers and small businesses in Nigeria, with balances in Naira and Dollars.',
        answer2: 'You can save towards goals, keep money in myPurse, pay bills, send money to other users and more, from your phone or your browser.',
      },
      {
        question: 'Who can use Vibe Savings?',
        answer1: 'Anyone aged 18 or older who holds a Nigerian bank account.',
      },
      { question: PRODUCTS_QUESTION, answer1: 'Here are the products most customers start with:' },
      {
        question: 'How do I get started?',
        answer1: 'Create a free account, answer a short questionnaire about your savings habits, then choose a plan and fund it. Your plan is created once it is funded.',
      },
    ],
  },
  {
    id: SECURITY_SECTION_ID,
    title: 'Safety & Security',
    items: [
      {
        question: 'Is my money safe?',
        answer1: 'Yes. Funds are insured by the Nigeria Deposit Insurance Corporation (NDIC), the national deposit insurer.',
        answer2: 'Everything you send us travels over 256-bit SSL, and your details are encrypted when we store them.',
      },
      {
        question: 'How is my account protected?',
        answer1: 'Two-factor authentication confirms sensitive actions with a one-time code. Fraud detection flags unusual activity, and accounts are monitored around the clock.',
      },
      {
        question: 'Who handles my card details?',
        answer1: 'Card payments are handled by our card payment provider, which processes your card on our behalf.',
      },
    ],
  },
  {
    id: 'savings',
    title: 'Savings',
    items: [
      {
        question: 'What is myPurse?',
        answer1: 'myPurse is your Naira wallet. Split it into named purses for budgeting, fund it by card or bank transfer, and withdraw from it for free at any time.',
        answer2: 'Your default purse is called Vibe cash: matured plans and Stash funds are paid into it.',
      },
      {
        question: 'What is a Stash?',
        answer1: 'A Stash is fixed-term savings: you lock an amount for a period you choose, and it earns interest until its maturity date.',
        answer2: 'Unlike other plans, a Stash can be broken before maturity, for a small breakage fee.',
      },
      {
        question: 'Can I pause or break my savings plan?',
        answer1: 'No. A plan stays active until maturity and cannot be paused or broken early. A Stash is the exception: it may be broken early for a small fee.',
      },
    ],
  },
  {
    id: 'bvn',
    title: 'BVN',
    items: [
      {
        question: 'Why do you need my BVN?',
        answer1: 'Your Bank Verification Number lets us verify your identity, as know-your-customer (KYC) rules require.',
        answer2: 'A verified BVN is needed to send money to other users and to request money from them.',
      },
      {
        question: 'My phone number has changed. How do I receive the BVN code?',
        answer1: 'If the phone number linked to your BVN is not available, the one-time code is sent to the e-mail address linked to your BVN instead.',
      },
    ],
  },
  {
    id: 'target-group-savings',
    title: 'Target and Group Savings',
    items: [
      {
        question: 'What is Target Savings?',
        answer1: 'Choose a goal, a target amount and an end date, and save daily, weekly, monthly or once. The plan is locked until maturity, then paid out to your default purse.',
      },
      {
        question: 'How does Group Savings work?',
        answer1: 'Create a private group and share its code with the people you want to save with, or create a public group that anyone can join as a savings challenge.',
        answer2: 'The creator of a private group may decide how members save. Group savings are locked until maturity.',
      },
      {
        question: 'Can I withdraw from a target or group plan before it matures?',
        answer1: 'No. Target and group plans are locked until maturity; that is what keeps everyone on track.',
      },
    ],
  },
  {
    id: 'interest',
    title: 'Interest',
    items: [
      {
        question: 'Do my savings earn interest?',
        answer1: 'Interest is optional on target and group plans: you choose whether to earn it when you create the plan. Stash and myPurse earn interest too.',
      },
      {
        question: 'When is interest paid?',
        answer1: 'Interest on a plan is paid when the plan matures. Interest on purses is paid at the end of each month.',
      },
    ],
  },
  {
    id: 'withdrawals',
    title: 'Withdrawals',
    items: [
      {
        question: 'How do I withdraw my money?',
        answer1: 'Withdraw from myPurse to the bank account linked to your profile. You confirm each withdrawal with your PIN and a one-time code.',
      },
      {
        question: 'What happens when my plan matures?',
        answer1: 'The plan and its interest are paid into your default purse, Vibe cash, from where you can withdraw for free at any time.',
      },
    ],
  },
  {
    id: 'fees-charges',
    title: 'Fees & Charges',
    items: [
      { question: 'Are there any fees for using the app?', answer1: 'No. There are no fees for using the app, and withdrawals from myPurse are free.' },
      {
        question: 'Is there a charge for breaking a Stash early?',
        answer1: 'Yes, a small breakage fee applies when you withdraw from a Stash before its maturity date.',
      },
      {
        question: 'How does Buy Now Pay Later affect my Stash?',
        answer1: 'A Stash balance at least equal to the loan amount is held under a lien until the loan is fully settled; then the lien is released. You may combine several plans to cover a loan.',
        answer2: 'You also need a registered phone number to use Buy Now Pay Later.',
      },
    ],
  },
  {
    id: 'referral',
    title: 'Referral',
    items: [
      {
        question: 'How does the referral programme work?',
        answer1: 'Share your referral code. You earn a reward when the person you referred creates a savings plan.',
      },
      {
        question: 'Where do I find my referral code?',
        answer1: 'Every registered user has one: open Account, then Refer and Earn.',
      },
    ],
  },
];
