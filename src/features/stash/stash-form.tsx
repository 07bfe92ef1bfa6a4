// The Stash form: currency, amount and lock period; PROCEED creates the Stash (spec part 1, §2 and §5).
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useLocation } from 'wouter';
import { createStash } from '../../api/savings.ts';
import type { InterestOption } from '../../api/util.ts';
import { NAIRA } from '../../api/wire.ts';
import { MAX_AMOUNT } from '../../lib/amount.ts';
import { formatPercent } from '../../lib/format.ts';
import { AMOUNT_DECIMALS, amountRules, formatAmountInput, parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { stashDraft, type StashForm } from '../../state/stash-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { Reserved } from '../../ui/reserved.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import type { Load } from '../../ui/use-load.ts';
import * as styles from './stash.css.ts';

export const NO_FREQUENCY = 'No frequency at the moment';
// Not in the spec (README, deviations): the request schemas refuse such amounts, so the form says why first.
export const AMOUNT_OVER_MAX = `The most you can stash at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;
export { AMOUNT_DECIMALS };

const validate = validator<StashForm>({
  ccyCode: [required('Pick the Currency to save in')],
  amount: amountRules('An Amount is Required', AMOUNT_OVER_MAX),
  frequency: [required('Choose a frequency')],
});

const rateText = (option: InterestOption) => `${formatPercent(option.rate)} per annum`;

export type InterestLoad = Load<InterestOption[]> & { reload: () => void };

/** The lock periods keep their room (stash.css.ts) while they load, so PROCEED below them does not move. */
function LockPeriods({ options }: { options: InterestLoad }) {
  return (
    <Reserved load={options} room={styles.periodsRoom} what="lock periods">
      {(data) => (
        <ChoiceField
          name="frequency"
          legend="Lock period"
          choices={data.map((o) => ({ value: o.tenor.code, label: o.tenor.name, detail: rateText(o) }))}
          empty={<p className={styles.empty}>{NO_FREQUENCY}</p>}
        />
      )}
    </Reserved>
  );
}

export default function StashDetailsForm({ options }: { options: InterestLoad }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  // Read once: the form owns the values from here and writes them back as they change.
  const [initialValues] = useState(() => stashDraft.peek().form);

  async function onSubmit(values: StashForm) {
    setFailure([]);
    const amount = parseAmount(values.amount)!;
    const option = options.status === 'ready' ? options.data.find((o) => o.tenor.code === values.frequency) : undefined;
    if (!option) {
      setFailure(['Choose a frequency']);
      return;
    }
    const { created } = stashDraft.peek();
    // Unchanged since it was created (a reload, or back from the breakdown): pay that same Stash.
    if (created && created.amount === amount && created.ccyCode === values.ccyCode && created.option.tenor.code === option.tenor.code) {
      navigate(paths.stashBreakdown);
      return;
    }
    try {
      const reference = await createStash({ amount, frequency: option.tenor.code, ccyCode: NAIRA });
      stashDraft.value = { form: values, created: { reference, amount, ccyCode: values.ccyCode, option } };
      navigate(paths.stashBreakdown);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <>
      <Banner messages={failure} />
      <Form<StashForm> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <FormSpy<StashForm>
              subscription={{ values: true }}
              onChange={({ values }) => {
                stashDraft.value = { ...stashDraft.peek(), form: { ccyCode: values.ccyCode ?? '', amount: values.amount ?? '', frequency: values.frequency ?? '' } };
              }}
            />
            <SelectField name="ccyCode" label="Currency" placeholder="Choose a currency" options={[{ value: NAIRA, label: 'Naira' }]} />
            <MoneyInput name="amount" label="Amount" placeholder="e.g. 50,000" />
            <LockPeriods options={options} />
            {/* A choice restored from the draft passes validation before the lock periods arrive: PROCEED waits for them. */}
            <button type="submit" className={buttons.block} disabled={submitting || options.status === 'loading'}>
              {submitting ? 'Creating your Stash…' : 'PROCEED'}
            </button>
          </form>
        )}
      </Form>
    </>
  );
}
