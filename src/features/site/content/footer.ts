// What the public site's footer lists besides the contacts (those are in src/lib/contact-details.ts).

/** The products the footer lists; each opens the signed-in app. */
export const footerProducts = ['myPurse', 'Stash', 'Group Savings', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later', 'Investments', 'Dollar Savings'] as const;

/** The FAQ section the footer's Security link opens. */
export const SECURITY_SECTION_ID = 'safety-security';
