// The Terms of Use (effective 01 July 2021), covering the points of spec part 2, sections 5, 6 and 9.
import type { LegalDocument } from './legal.ts';

export const terms: LegalDocument = {
  title: 'Terms of Use',
  dateLabel: 'Effective date',
  date: '01 July 2021',
  intro: [
    'These terms govern your use of the Vibe Savings website and apps and of every savings, wallet and payment service we offer through them. By creating an account or using the service you agree to them.',
    'Please read them carefully. If you do not agree, do not use the service.',
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      body: [
        [
          '"We", "us" and "Vibe Savings" mean the company that operates the service.',
          '"User" means anyone who visits the website or registers for an account.',
          '"Client" means a User who creates and funds a savings plan.',
          '"Plan" means a Target, Group or Stash savings plan; "purse" means a wallet within myPurse.',
          '"Business Day" means a day other than a Saturday, a Sunday or a public holiday in Nigeria, on which banks in Lagos are open.',
        ],
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the service',
      body: [
        'You must be at least 18 years old and hold a Nigerian bank account in your own name. We may ask for proof of both at any time.',
        'You may hold one account only, and you must not open an account on behalf of someone else.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account and security',
      body: [
        'You are responsible for keeping your password, your PIN and the one-time codes we send you secret. Tell us at once if you think someone else knows them.',
        'We verify your identity with your Bank Verification Number (BVN). Peer-to-peer transfers and money requests are available only once your BVN is verified.',
        'Where we ask for identity documents, they must be valid and dated within the last three months (for a proof of address, for example a recent utility bill).',
      ],
    },
    {
      id: 'plans',
      heading: 'Savings plans',
      body: [
        'A plan is created after you complete a short questionnaire about your savings behaviour and fund the plan.',
        'A plan stays active until its maturity date. Target and Group plans cannot be paused or broken before maturity. A Stash may be broken before maturity, for a breakage fee charged on the interest it has accrued.',
        'At maturity, the balance of a plan or Stash and any interest it has earned are paid into your default purse, called Vibe cash.',
        'Interest is optional on Target and Group plans. Where you choose it, interest on a plan is paid at maturity, and interest on purses at the end of each month.',
      ],
    },
    {
      id: 'mypurse',
      heading: 'myPurse and withdrawals',
      body: [
        'myPurse may be funded by card or bank transfer. Withdrawals from myPurse are free and may be made at any time, to the bank account linked to your profile.',
        'You must tell us about any change to your linked bank account at least three Business Days before the change takes effect. Until then, we may pay withdrawals into the account we hold on record.',
      ],
    },
    {
      id: 'payments',
      heading: 'Cards, bank debits and payments',
      body: [
        'Card payments are handled by our card payment provider. By adding a card you authorise us to charge it for the amounts and on the schedule you choose.',
        'Where you choose recurring bank debit, you authorise us to debit your bank account for each contribution on its due date.',
        'Bills Payment lets you buy airtime and data and pay utility bills, including on a schedule. Discounts, where offered, are shown before you pay.',
      ],
    },
    {
      id: 'bnpl',
      heading: 'Buy Now Pay Later',
      body: [
        'Buy Now Pay Later is provided by our partner lender. To use it you need a registered phone number and a Stash balance at least equal to the loan amount; you may combine several plans to reach it.',
        'That balance is held under a lien until the loan is fully settled, and released once it is. While the lien is in place the funds cannot be withdrawn.',
      ],
    },
    {
      id: 'referrals',
      heading: 'Referrals',
      body: [
        'Every registered User has a referral code, found under Account, then Refer and Earn. A reward is due when a person you referred creates a savings plan. We may change or end the referral programme at any time; rewards already earned are honoured.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      body: ['There are no fees for using the app. The Stash breakage fee and any fee charged by a partner for a service you choose are shown before you confirm.'],
    },
    {
      id: 'communications',
      heading: 'Messages from us',
      body: [
        'We send you messages about your account and your transactions, by e-mail, SMS or in the app. You cannot opt out of these, because they protect you. You may opt out of marketing messages at any time.',
      ],
    },
    {
      id: 'unclaimed-funds',
      heading: 'Dormant accounts and unclaimed funds',
      body: [
        'If an account shows no activity and we cannot reach you, we will keep trying to contact you. Funds that remain unclaimed are reported and handled as the law requires; the reporting period is typically two to five years of inactivity.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      body: [
        'We take reasonable care to keep the service available and your money safe, but we are not responsible for losses caused by events outside our control, by your failure to keep your details secret, or by errors in the details you give us.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: ['We may update these terms. We will tell you about material changes before they take effect; using the service after that date means you accept the new terms.'],
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: ['Questions about these terms? Write to us through the Contact Us page; we reply within 24 hours.'],
    },
  ],
};
