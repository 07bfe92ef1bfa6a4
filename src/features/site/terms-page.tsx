// /terms: the Terms of Use.
import { terms } from './content/terms.ts';
import { LegalPage } from './legal-document.tsx';

export default function TermsPage() {
  return <LegalPage doc={terms} />;
}
