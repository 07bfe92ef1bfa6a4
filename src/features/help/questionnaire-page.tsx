// /app/help: the savings-habit questionnaire.
import * as styles from './help.css.ts';
import QuestionnaireForm from './questionnaire-form.tsx';

export default function QuestionnairePage() {
  return (
    <div className={styles.page}>
      <h1>Let us help you save better</h1>
      <p className={styles.lead}>Six quick questions about how you save, so we can suggest the plans that suit you.</p>
      <QuestionnaireForm />
    </div>
  );
}
