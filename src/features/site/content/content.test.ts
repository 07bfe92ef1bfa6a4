// The marketing data against the spec's counts and facts (part 2, sections 2 and 9), and the
// uniqueness the pages rely on (ids are React keys; anchors are link targets).
import { describe, expect, it } from 'vitest';
import { ADVISORY_PLACEHOLDERS, team } from './about.ts';
import { footerProducts, SECURITY_SECTION_ID } from './footer.ts';
import { faqSections, productBlurbs, PRODUCTS_QUESTION } from './faq.ts';
import { payments, productSlides, safety, testimonials, whyUs } from './home.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('marketing content', () => {
  it('has a team of six with roles and five advisers to come', () => {
    expect(team).toHaveLength(6);
    for (const member of team) expect(member.jobTitle).not.toBe('');
    expect(ADVISORY_PLACEHOLDERS).toBe(5);
  });

  it('gives the FAQ the spec’s nine sections, with the security anchor the footer links to', () => {
    expect(faqSections.map((s) => s.title)).toEqual(['General Questions', 'Safety & Security', 'Savings', 'BVN', 'Target and Group Savings', 'Interest', 'Withdrawals', 'Fees & Charges', 'Referral']);
    expect(faqSections.find((s) => s.title === 'Safety & Security')?.id).toBe(SECURITY_SECTION_ID);
    expect(unique(faqSections.map((s) => s.id))).toBe(true);
    for (const section of faqSections) expect(section.items.length).toBeGreaterThan(0);
  });

  it('shows the four product blurbs under exactly one question', () => {
    expect(productBlurbs.map((b) => b.title)).toEqual(['myPurse', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later']);
    expect(faqSections.flatMap((s) => s.items).filter((i) => i.question === PRODUCTS_QUESTION)).toHaveLength(1);
  });

  it('lists the six security claims and the eight footer products', () => {
    expect(safety.map((c) => c.title)).toEqual(['Insured deposits', '256-bit SSL', 'Two-factor authentication', 'Encryption', 'Fraud detection', 'Account monitoring']);
    expect(footerProducts).toEqual(['myPurse', 'Stash', 'Group Savings', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later', 'Investments', 'Dollar Savings']);
  });

  it('keeps ids unique within every list', () => {
    for (const list of [whyUs, safety, payments, productSlides, testimonials, team, productBlurbs]) expect(unique(list.map((i) => i.id))).toBe(true);
    for (const doc of [terms, privacy]) expect(unique(doc.sections.map((s) => s.id))).toBe(true);
  });

  it('dates the legal pages as the spec does', () => {
    expect(`${terms.dateLabel}: ${terms.date}`).toBe('Effective date: 01 July 2021');
    expect(`${privacy.dateLabel}: ${privacy.date}`).toBe('Last updated: April 10th 2023');
  });

  it('describes the public statements without contradicting the spec', () => {
    const text = JSON.stringify({ productSlides, faqSections, terms });
    expect(text).toContain('small breakage fee');
    expect(text).toContain('Vibe cash');
    // The public site calls the Stash fee small and never names its amount.
    expect(JSON.stringify({ productSlides, faqSections, whyUs })).not.toMatch(/50%/);
  });

  it('calls Stash fixed-term savings with a small fee to break early, never flexible savings (part 2 §1)', () => {
    const everything = JSON.stringify({ productSlides, faqSections, whyUs, payments, safety, testimonials, productBlurbs, terms, privacy });
    expect(everything).not.toMatch(/flexible/i);
    const stashSlide = productSlides.find((slide) => slide.title === 'Stash');
    expect(stashSlide?.description).toMatch(/^Fixed-term savings/);
    expect(stashSlide?.description).toContain('small breakage fee');
    expect(JSON.stringify(faqSections)).toContain('A Stash is fixed-term savings');
  });
});
