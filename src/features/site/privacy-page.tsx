// /privacy: the Privacy Policy.
import { privacy } from './content/privacy.ts';
import { LegalPage } from './legal-document.tsx';

export default function PrivacyPage() {
  return <LegalPage doc={privacy} />;
}
