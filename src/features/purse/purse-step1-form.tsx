// Purse step 1's form: the purse's name, currency, crediting frequency, start date and amount.
// The step is kept for the session (spec part 2, section 3): it is written back as it is typed.
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useLocation } from 'wouter';
import { isWalletName } from '../../api/purses.ts';
import { NAIRA } from '../../api/wire.ts';
import { fromToday, todayInLagos } from '../../lib/calendar.ts';
import { FREQUENCIES } from '../../lib/frequency.ts';
import { required, validator, type Rule } from '../../lib/rules.ts';
import { purseDraft, type PurseStep1 } from '../../state/purse-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { purseAmountRules } from './purse-amount.ts';
import { paths } from '../../paths.ts';

const emptyStep1: PurseStep1 = { name: '', ccyCode: '', crFreq: '', startDate: '', amount: '' };

// Not in the spec (README, deviations): a purse with the wallet's name would pass for the wallet.
export const WALLET_NAME_TAKEN = 'Vibe cash is the name of your wallet. Choose another name for this purse.';
const notWalletName: Rule = (v) => (typeof v === 'string' && isWalletName(v) ? WALLET_NAME_TAKEN : undefined);

const validate = validator<PurseStep1>({
  name: [required('A Purse Name is Required'), notWalletName],
  ccyCode: [required('Select your preferred Currency')],
  crFreq: [required('Select your preferred Frequency options')],
  startDate: [required('Enter a Date'), fromToday],
  amount: purseAmountRules('Enter your preferred Amount'),
});

export default function PurseStep1Form({ type }: { type: string }) {
  const [, navigate] = useLocation();
  // Read once: the form owns the values from here and writes them back as they change.
  const [initialValues] = useState(() => purseDraft.peek().step1 ?? emptyStep1);

  const onSubmit = (values: PurseStep1) => {
    purseDraft.value = { ...purseDraft.peek(), type, step1: values };
    navigate(paths.purseStep2(type));
  };

  return (
    <Form<PurseStep1> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <FormSpy<PurseStep1>
            subscription={{ values: true }}
            onChange={({ values }) => {
              purseDraft.value = { ...purseDraft.peek(), type, step1: { ...emptyStep1, ...values } };
            }}
          />
          <TextField name="name" label="Purse name" autoComplete="off" maxLength={60} />
          <SelectField name="ccyCode" label="Currency" placeholder="Choose a currency" options={[{ value: NAIRA, label: 'Naira' }]} />
          <SelectField name="crFreq" label="Crediting frequency" placeholder="Choose how often" options={FREQUENCIES} />
          <TextField name="startDate" label="Start date" type="date" min={todayInLagos()} />
          <MoneyInput name="amount" label="Amount" placeholder="e.g. 10,000" />
          <button type="submit" className={buttons.block}>
            NEXT
          </button>
        </form>
      )}
    </Form>
  );
}
