// The marketing items of the public site, with the spec's fields (part 2, section 3).
import type { IconName } from '../icons.tsx';

export interface Testimonial {
  id: number;
  name: string;
  description: string;
  /** A sized, compressed photo; null draws the customer's initials instead. */
  image: string | null;
}

export interface CarouselSlide {
  id: number;
  title: string;
  description: string;
  image: IconName;
}

export interface TeamMember {
  id: number;
  name: string;
  jobTitle: string;
  /** A sized, compressed photo; null draws the member's initials instead. */
  image: string | null;
}

export interface MarketingCard {
  id: number;
  title: string;
  description: string;
  icon: IconName;
}

export interface FaqItem {
  question: string;
  answer1: string;
  answer2?: string;
  answer3?: string;
}

export interface ProductBlurb {
  id: number;
  title: string;
  desc: string;
}
