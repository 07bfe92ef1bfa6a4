// Purse step 2's form: automatic withdrawal, yes or no; when yes, how often (or on a picked
// date) and what percentage. Submitting creates the purse (POST /user/my_purse) and moves to step 3.
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, Redirect, useLocation } from 'wouter';
import { createPurse } from '../../api/purses.ts';
import { PICK_A_DATE, WITHDRAWAL_FREQUENCIES } from '../../lib/frequency.ts';
import { paths } from '../../paths.ts';
import { purseDraft, type PurseStep2 } from '../../state/purse-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './purse.css.ts';
import { OTHER_PERCENTAGE, PERCENTAGES, purseRequest, sameRequest } from './purse-request.ts';

// Not in the spec (README, deviations): what a typed percentage must be.
export const PERCENTAGE_RANGE = 'Enter a percentage from 1 to 100';
export const DATE_BEFORE_START = 'Choose a date on or after the start date';

const emptyStep2: PurseStep2 = { autoWithdraw: '', drFreq: '', drDate: '', drPct: '', drPctOther: '' };

function validate(values: PurseStep2, startDate: string): Partial<Record<keyof PurseStep2, string>> {
  const errors: Partial<Record<keyof PurseStep2, string>> = {};
  if (!values.autoWithdraw) errors.autoWithdraw = 'A Plan Name is Required';
  if (values.autoWithdraw !== 'true') return errors;
  if (!values.drFreq) errors.drFreq = 'Choose a Date';
  if (values.drFreq === PICK_A_DATE) {
    if (!values.drDate) errors.drDate = 'Enter a Date';
    else if (values.drDate < startDate) errors.drDate = DATE_BEFORE_START;
  }
  if (!values.drPct) errors.drPct = 'Choose or Enter Percentage';
  if (values.drPct === OTHER_PERCENTAGE) {
    const typed = (values.drPctOther ?? '').trim();
    if (!typed) errors.drPctOther = 'Choose or Enter Percentage';
    else if (!/^\d+(\.\d+)?$/.test(typed) || Number(typed) < 1 || Number(typed) > 100) errors.drPctOther = PERCENTAGE_RANGE;
  }
  return errors;
}

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const percentages = [...PERCENTAGES.map((p) => ({ value: p, label: `${p}%` })), { value: OTHER_PERCENTAGE, label: 'Enter a percentage' }];

export default function PurseStep2Form({ type }: { type: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const sending = useRef(false);
  const [initialValues] = useState(() => purseDraft.peek().step2 ?? emptyStep2);
  // Read once: step 1 does not change while this step is open.
  const [step1] = useState(() => purseDraft.peek().step1);
  // Reached without step 1 (a stale link, a new session): the flow starts again.
  if (!step1) return <Redirect to={paths.myPurse} replace />;

  async function onSubmit(values: PurseStep2) {
    if (sending.current || !step1) return;
    sending.current = true;
    setFailure([]);
    const request = purseRequest(step1, { ...emptyStep2, ...values });
    try {
      const { created } = purseDraft.peek();
      // Unchanged since it was created (a reload, or back from step 3): pay that same purse.
      const reference = created && sameRequest(created.request, request) ? created.reference : await createPurse(request);
      purseDraft.value = { ...purseDraft.peek(), created: { reference, type, request } };
      navigate(paths.purseStep3);
    } catch (error) {
      setFailure(messagesFor(error));
    } finally {
      sending.current = false;
    }
  }

  return (
    <>
      <Banner messages={failure} />
      <Form<PurseStep2> onSubmit={onSubmit} validate={(v) => validate(v, step1.startDate)} initialValues={initialValues}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <FormSpy<PurseStep2>
              subscription={{ values: true }}
              onChange={({ values: v }) => {
                purseDraft.value = { ...purseDraft.peek(), step2: { ...emptyStep2, ...v } };
              }}
            />
            <ChoiceField name="autoWithdraw" legend="Automatic withdrawal" choices={yesNo} />
            {values.autoWithdraw === 'true' && (
              <>
                <ChoiceField name="drFreq" legend="Withdrawal frequency" choices={WITHDRAWAL_FREQUENCIES} />
                {values.drFreq === PICK_A_DATE && <TextField name="drDate" label="Withdrawal date" type="date" min={step1.startDate} />}
                <ChoiceField name="drPct" legend="Percentage to withdraw" choices={percentages} />
                {values.drPct === OTHER_PERCENTAGE && <TextField name="drPctOther" label="Percentage" inputMode="decimal" autoComplete="off" />}
              </>
            )}
            <div className={styles.actions}>
              <Link href={paths.purseStep1(type)} className={buttons.secondary}>
                PREVIOUS
              </Link>
              <button type="submit" className={buttons.primary} disabled={submitting}>
                {submitting ? 'Creating your purse…' : 'SUBMIT'}
              </button>
            </div>
          </form>
        )}
      </Form>
    </>
  );
}
