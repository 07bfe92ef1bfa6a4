// The Privacy Policy (last updated April 10th 2023), covering the points of spec part 2, section 9.
import type { LegalDocument } from './legal.ts';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  dateLabel: 'Last updated',
  date: 'April 10th 2023',
  intro: [
    'This policy explains what personal data Vibe Savings collects when you use our website and apps, why we collect it, how we protect it, and the rights you have over it.',
    'By using the service you agree to the collection and use of your data as this policy describes.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      body: [
        'Data you give us:',
        [
          'Identity and contact details: your name, e-mail address, phone number, date of birth, address and state.',
          'Verification data: your Bank Verification Number (BVN) and any identity document you upload.',
          'Financial data: your linked bank account, the cards you add (handled by our card payment provider), your plans, purses and transactions.',
          'Next of kin details, and the answers you give to our savings-habit questionnaire.',
          'Messages you send us, for example through the contact form.',
        ],
        'Data collected automatically: your device and browser type, IP address, pages visited and the time of each visit, which help us keep the service secure and working well.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      body: [
        [
          'To open and run your account, and to carry out the payments, savings and withdrawals you ask for.',
          'To verify your identity (KYC) and to detect and prevent fraud.',
          'To send you messages about your account and your transactions, which you cannot opt out of.',
          'To answer your questions and improve our service.',
          'To meet our legal and regulatory obligations.',
        ],
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      body: [
        'We use cookies and browser storage to keep you signed in during a session, to remember your preferences and to understand how the service is used. You can refuse cookies in your browser settings, but parts of the service may then not work.',
      ],
    },
    {
      id: 'do-not-track',
      heading: 'Do Not Track signals',
      body: ['Some browsers send a "Do Not Track" signal. There is no agreed standard for responding to it, and our service does not currently respond to Do Not Track signals.'],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      body: [
        'We share data only where needed to provide the service or where the law requires it: with our card payment provider, our partner lender (if you use Buy Now Pay Later), banks and identity verification services, and regulators and law enforcement. We do not sell your personal data.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        'Subject to the law, you have the right to:',
        [
          'access the personal data we hold about you;',
          'have inaccurate data corrected;',
          'have your data deleted, and erased from our systems where we no longer need to keep it;',
          'restrict how we process your data;',
          'have your data transferred to you or to another provider;',
          'object to decisions made about you by automated means alone.',
        ],
        'To use any of these rights, contact us through the Contact Us page. We may need to confirm your identity first.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      body: [
        'Data travels over 256-bit SSL and is encrypted when stored. Access is protected by two-factor authentication, and fraud detection and account monitoring watch for misuse. No method of transmission or storage is completely secure, but we work to protect your data with measures appropriate to the risk.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      body: [
        'We keep your data for as long as your account is open and afterwards for as long as the law requires us to keep financial records. When we no longer need it, we delete it or make it anonymous.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      body: ['The service is not for anyone under 18. We do not knowingly collect data from anyone under 18; if we learn that we have, we delete it.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: ['We may update this policy from time to time. We will post the new version on this page with its date, and tell you about significant changes before they apply.'],
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: ['Questions about this policy or your data? Write to us through the Contact Us page; we reply within 24 hours.'],
    },
  ],
};
