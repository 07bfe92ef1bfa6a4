// Support contacts and outside links, in one place so the real ones can be swapped in.
// The spec gives none of these: the phone number and e-mail are deliberately fictional (.example is a
// reserved domain), and the store and social links point at each service's home until the real
// listings and handles exist.

export const support = {
  phone: '+234 1 700 0100',
  phoneHref: 'tel:+23417000100',
  email: 'support@vibesavings.example',
  address: ['Plot 12, Admiralty Way', 'Lekki Phase 1', 'Lekki, Lagos, Nigeria'],
} as const;

export const appStores = [
  { label: 'App Store', platform: 'iOS', href: 'https://apps.apple.com/' },
  { label: 'Google Play', platform: 'Android', href: 'https://play.google.com/store/apps' },
] as const;

export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
] as const;
