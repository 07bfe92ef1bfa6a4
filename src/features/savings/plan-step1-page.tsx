// /app/savings/create2/:category, step 1: name (defaulting to "<first name>'s <Category> plan"),
// currency (Naira only), target, start and end dates, beside the Interest Rate Guide (code 0201).
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Redirect, useLocation, useParams } from 'wouter';
import { getProductInterest } from '../../api/util.ts';
import { NAIRA, ProductCode } from '../../api/wire.ts';
import { fromToday, todayInLagos } from '../../lib/calendar.ts';
import { formatPercent } from '../../lib/format.ts';
import { amountRules } from '../../lib/money.ts';
import { required, validator, type Rule } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { isPlanCategory, newPlanDraft, planDraft, type PlanStep1 } from '../../state/plan-draft.ts';
import { session } from '../../state/session.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './savings.css.ts';

export const END_AFTER_START = 'The end date must be after the start date';
export const TARGET_TOO_LARGE = 'The target is larger than we can hold in one plan';
export const TARGET_DECIMALS = 'Enter a target with at most two decimal places';

const TARGET_REQUIRED = 'A target amount is required';
const afterStart: Rule = (v, values) => (typeof v === 'string' && v !== '' && typeof values?.startDate === 'string' && values.startDate !== '' && v <= values.startDate ? END_AFTER_START : undefined);

const validate = validator<PlanStep1>({
  name: [required('Enter a Plan name')],
  ccyCode: [required('Select a Currrency Type')],
  target: amountRules(TARGET_REQUIRED, TARGET_TOO_LARGE, TARGET_DECIMALS),
  startDate: [required('Enter a Date'), fromToday],
  endDate: [required('Enter a Date'), fromToday, afterStart],
});

function InterestRateGuide() {
  const rates = useLoad(() => getProductInterest(ProductCode.core, NAIRA));
  return (
    <section className={styles.panel} aria-labelledby="rate-guide">
      <h2 id="rate-guide" className={styles.sectionTitle}>
        Interest Rate Guide
      </h2>
      {rates.status === 'loading' && <p role="status">Loading rates…</p>}
      {rates.status === 'failed' && <LoadFailure error={rates.error} onRetry={rates.reload} />}
      {rates.status === 'ready' &&
        (rates.data.length === 0 ? (
          <p className={styles.muted}>No rates at the moment</p>
        ) : (
          <table className={styles.guide}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  Plan length
                </th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Rate per annum
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.data.map((o) => (
                <tr key={o.tenor.code}>
                  <td>{o.tenor.name}</td>
                  <td style={{ textAlign: 'right' }}>{formatPercent(o.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

export default function PlanStep1Page() {
  const { category = '' } = useParams<{ category: string }>();
  const [, navigate] = useLocation();
  // A draft of another category (or none) starts afresh for this one; read once, the form owns it after.
  const [initialValues] = useState(() => {
    const current = planDraft.peek();
    if (current?.category === category) return current.step1;
    if (!isPlanCategory(category)) return null;
    const firstName = session.peek()?.name.trim().split(/\s+/)[0] ?? '';
    planDraft.value = newPlanDraft(category, firstName);
    return planDraft.value.step1;
  });
  if (!initialValues) return <Redirect to={paths.savingsCreate} replace />;

  const onSubmit = (values: PlanStep1) => {
    const draft = planDraft.peek();
    if (!draft) return;
    planDraft.value = { ...draft, step1: values, step1Done: true };
    navigate(paths.savingsCreate3(category));
  };

  return (
    <div className={styles.page}>
      <h1>{category === 'Create' ? 'Create A Savings plan' : `${category} savings plan`}</h1>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <Form<PlanStep1> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
            {({ handleSubmit }) => (
              <form onSubmit={(e) => void handleSubmit(e)} noValidate>
                <FormSpy<PlanStep1>
                  subscription={{ values: true }}
                  onChange={({ values }) => {
                    const draft = planDraft.peek();
                    if (draft?.category === category) {
                      const { name = '', ccyCode = '', target = '', startDate = '', endDate = '' } = values;
                      planDraft.value = { ...draft, step1: { name, ccyCode, target, startDate, endDate } };
                    }
                  }}
                />
                <TextField name="name" label="Plan name" autoComplete="off" />
                <SelectField name="ccyCode" label="Currency" placeholder="Choose a currency" options={[{ value: NAIRA, label: 'Naira' }]} />
                <MoneyInput name="target" label="Target amount" placeholder="e.g. 500,000" />
                <TextField name="startDate" label="Start date" type="date" min={todayInLagos()} />
                <TextField name="endDate" label="End date" type="date" min={todayInLagos()} />
                <button type="submit" className={buttons.block}>
                  NEXT
                </button>
              </form>
            )}
          </Form>
        </div>
        <InterestRateGuide />
      </div>
    </div>
  );
}
