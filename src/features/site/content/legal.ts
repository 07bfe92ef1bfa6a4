// The shape of a long-form legal page: titled sections of paragraphs and bullet lists.

/** A paragraph, or a bullet list when it is an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** 'Effective date' or 'Last updated', with the date as the spec writes it. */
  dateLabel: string;
  date: string;
  intro: string[];
  sections: LegalSection[];
}
