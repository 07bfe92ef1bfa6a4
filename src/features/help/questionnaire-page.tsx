// /app/help: the page paints at once; the questionnaire (and the form library it carries) is a chunk
// of its own that arrives alongside.
import { lazyPart, WhileLoading } from '../../ui/deferred-part.tsx';
import * as styles from './help.css.ts';

const QuestionnaireForm = lazyPart(() => import('./questionnaire-form.tsx'));

export default function QuestionnairePage() {
  return (
    <div className={styles.page}>
      <h1>Let us help you save better</h1>
      <p className={styles.lead}>Six quick questions about how you save, so we can suggest the plans that suit you.</p>
      <WhileLoading fallback={<p role="status">Loading…</p>}>
        <QuestionnaireForm />
      </WhileLoading>
    </div>
  );
}
