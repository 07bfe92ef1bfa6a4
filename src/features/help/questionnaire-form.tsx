// The six-step savings-habit questionnaire of /app/help (spec part 2, sections 2, 4, 5 and 9). Each
// step asks one question; NEXT refuses an unanswered one with its own message, PREVIOUS keeps what
// was answered, and the answers and the step survive a reload until they are sent.
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Field, Form, FormSpy } from 'react-final-form';
import { Link } from 'wouter';
import { sendFeedback, type Feedback } from '../../api/util.ts';
import { paths } from '../../paths.ts';
import { emptyFeedbackDraft, FEEDBACK_STEPS, feedbackDraft, type FeedbackAnswers } from '../../state/feedback-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import * as styles from './help.css.ts';
import { questions } from './questions.ts';

export const THANK_YOU = 'Thank you! We will use your answers to suggest the savings plans that suit you.';

const toFeedback = (a: FeedbackAnswers): Feedback => ({
  frequency: Number(a.frequency) as Feedback['frequency'],
  mEarn: Number(a.mEarn) as Feedback['mEarn'],
  mExp: Number(a.mExp) as Feedback['mExp'],
  savingPercent: Number(a.savingPercent) as Feedback['savingPercent'],
  isSaving: a.isSaving === 'true',
  projection: Number(a.projection) as Feedback['projection'],
});

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        Thank you for your feedback
      </h2>
      <p>{THANK_YOU}</p>
      <Link href={paths.dashboard} className={buttons.primary}>
        Back to dashboard
      </Link>
    </div>
  );
}

export default function QuestionnaireForm() {
  const [step, setStep] = useState(() => feedbackDraft.peek().step);
  const [initialValues] = useState(() => feedbackDraft.peek().answers);
  const [failure, setFailure] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const question = questions[step - 1]!;

  // Moving between steps takes the focus to the new question (not on first paint).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number, form: FormApi<FeedbackAnswers>) => {
    moved.current = true;
    // NEXT touched every field: the question arriving starts untouched, so it shows no message yet.
    form.resetFieldState(questions[next - 1]!.name);
    setFailure([]);
    setStep(next);
    feedbackDraft.value = { ...feedbackDraft.peek(), step: next };
  };

  async function onSubmit(values: FeedbackAnswers, form: FormApi<FeedbackAnswers>) {
    if (step < FEEDBACK_STEPS) return go(step + 1, form);
    // A second press while the answers are on their way sends nothing.
    if (sending.current) return;
    sending.current = true;
    setFailure([]);
    try {
      await sendFeedback(toFeedback(values));
      feedbackDraft.value = emptyFeedbackDraft();
      setSent(true);
    } catch (error) {
      setFailure(messagesFor(error));
    } finally {
      sending.current = false;
    }
  }

  // Only the question on screen is checked: the others are asked on their own steps.
  const validate = (values: FeedbackAnswers) => (values[question.name] ? {} : { [question.name]: question.required });

  return (
    <>
      {sent ? (
        <ThankYou />
      ) : (
        <>
          <div className={styles.panel}>
            <div className={styles.progress}>
              <span id="feedback-progress">
                Step {step} of {FEEDBACK_STEPS}
              </span>
              <progress className={styles.bar} max={FEEDBACK_STEPS} value={step} aria-labelledby="feedback-progress" />
            </div>
            <Banner messages={failure} />
            <Form<FeedbackAnswers> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
              {({ handleSubmit, submitting, form }) => (
                <form onSubmit={(e) => void handleSubmit(e)} noValidate>
                  <FormSpy<FeedbackAnswers>
                    subscription={{ values: true }}
                    onChange={({ values }) => {
                      feedbackDraft.value = { ...feedbackDraft.peek(), answers: { ...emptyFeedbackDraft().answers, ...values } };
                    }}
                  />
                  {/* Every answer stays registered: react-final-form 7.0.1 resets a field that registers
                      anew to its initial value, which would lose an answer on PREVIOUS. */}
                  {questions.map((q) => (
                    <Field key={q.name} name={q.name} subscription={{}} render={() => null} />
                  ))}
                  <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
                    Question {step}
                  </h2>
                  <ChoiceField key={question.name} name={question.name} legend={question.legend} choices={question.choices} />
                  {step === FEEDBACK_STEPS && <p className={styles.lead}>NEXT sends your answers.</p>}
                  <div className={styles.actions}>
                    {step > 1 ? (
                      <button type="button" className={buttons.secondary} onClick={() => go(step - 1, form)}>
                        PREVIOUS
                      </button>
                    ) : (
                      <span />
                    )}
                    <button type="submit" className={buttons.primary} disabled={submitting} aria-busy={submitting || undefined}>
                      {submitting ? 'Sending…' : 'NEXT'}
                    </button>
                  </div>
                </form>
              )}
            </Form>
          </div>
        </>
      )}
    </>
  );
}
