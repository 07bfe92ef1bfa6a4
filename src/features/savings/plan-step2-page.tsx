// /app/savings/create3/:category, step 2: frequency, earn interest, the estimated periodic amount
// (asked for as the choices change) and an optional image; NEXT creates the plan (awaiting payment).
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { createCorePlan, getEstimate, type PlanSchedule } from '../../api/savings.ts';
import { NAIRA } from '../../api/wire.ts';
import { formatNaira } from '../../lib/format.ts';
import { FREQUENCIES, frequencyOf, type Frequency } from '../../lib/frequency.ts';
import { parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { planDraft, type PlanDraft, type PlanStep2 } from '../../state/plan-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './savings.css.ts';

// Both carry the original's wording (spec part 2, section 5: wrong, kept).
const REQUIRED = 'A plan Name is Required';
const validate = validator<PlanStep2>({ frequency: [required(REQUIRED)], earnInterest: [required(REQUIRED)] });

const scheduleOf = (draft: PlanDraft, frequency: string): PlanSchedule => ({
  target: parseAmount(draft.step1.target) ?? 0,
  frequency: frequency as Frequency,
  startDate: draft.step1.startDate,
  endDate: draft.step1.endDate,
});

/** The estimated periodic amount for the chosen frequency, asked for again whenever it changes. */
function EstimateLine({ draft, frequency }: { draft: PlanDraft; frequency: string }) {
  const estimate = useLoad(() => (frequency ? getEstimate(scheduleOf(draft, frequency)) : Promise.resolve(null)), [frequency]);
  if (!frequency) return <p className={styles.estimate}>Choose a frequency to see how much to save each time.</p>;
  if (estimate.status === 'loading') return <p className={styles.estimate} role="status">Working out your estimate…</p>;
  if (estimate.status === 'failed') return <LoadFailure error={estimate.error} onRetry={estimate.reload} />;
  return (
    <p className={styles.estimate} aria-live="polite">
      Estimated amount: <strong>{formatNaira(estimate.data ?? 0)}</strong> {frequencyOf(frequency)?.every}
    </p>
  );
}

export default function PlanStep2Page() {
  const { category = '' } = useParams<{ category: string }>();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [draft] = useState(() => planDraft.peek());
  if (!draft || draft.category !== category || !draft.step1Done) return <Redirect to={paths.savingsCreate} replace />;

  async function onSubmit(values: PlanStep2) {
    setFailure([]);
    const current = planDraft.peek() ?? draft!;
    const schedule = scheduleOf(current, values.frequency);
    const earnInterest = values.earnInterest === 'true';
    const { created } = current;
    // Unchanged since it was created (a reload, or back from the breakdown): pay that same plan.
    if (
      created &&
      created.name === current.step1.name.trim() &&
      created.target === schedule.target &&
      created.startDate === schedule.startDate &&
      created.endDate === schedule.endDate &&
      created.frequency === values.frequency &&
      created.earnInterest === earnInterest &&
      created.imageRef === values.imageRef
    ) {
      navigate(paths.savingsCreate4);
      return;
    }
    try {
      const amount = await getEstimate(schedule);
      const name = current.step1.name.trim();
      const reference = await createCorePlan({
        name,
        ccyCode: NAIRA,
        target: schedule.target,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        earnInterest,
        frequency: schedule.frequency,
        amount,
        ...(values.imageRef ? { imageRef: values.imageRef } : {}),
        isAutomated: true,
      });
      planDraft.value = { ...current, step2: values, created: { reference, name, ...schedule, earnInterest, amount, imageRef: values.imageRef } };
      navigate(paths.savingsCreate4);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{draft.step1.name}</h1>
      <div className={styles.panel}>
        <Banner messages={failure} />
        <Form<PlanStep2> onSubmit={onSubmit} validate={validate} initialValues={draft.step2}>
          {({ handleSubmit, submitting, values }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <FormSpy<PlanStep2>
                subscription={{ values: true }}
                onChange={({ values: v }) => {
                  const current = planDraft.peek();
                  if (current) planDraft.value = { ...current, step2: { frequency: v.frequency ?? '', earnInterest: v.earnInterest ?? '', imageRef: v.imageRef ?? '' } };
                }}
              />
              <ChoiceField name="frequency" legend="Frequency" choices={FREQUENCIES} />
              <EstimateLine draft={draft} frequency={values.frequency ?? ''} />
              <ChoiceField
                name="earnInterest"
                legend="Do you want to earn interest?"
                choices={[
                  { value: 'true', label: 'Yes' },
                  { value: 'false', label: 'No' },
                ]}
              />
              <ImageField name="imageRef" label="Plan image (optional)" />
              <div className={styles.actions}>
                <Link href={paths.savingsCreate2(category)} className={buttons.secondary}>
                  PREVIOUS
                </Link>
                <button type="submit" className={buttons.primary} disabled={submitting}>
                  {submitting ? 'Creating your plan…' : 'NEXT'}
                </button>
              </div>
            </form>
          )}
        </Form>
      </div>
    </div>
  );
}
