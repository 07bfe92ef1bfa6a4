// The fund-purse form: one of the customer's purses and the amount; PROCEED starts the top-up (POST /transfer/FundExistingPurse) and moves to its breakdown. The chosen
// purse's id and name are kept for the session.
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useLocation } from 'wouter';
import { fundPurse } from '../../api/purses.ts';
import type { PurseAccount } from '../../api/purses.ts';
import { formatMoney } from '../../lib/format.ts';
import { parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { fundPurseDraft, type FundPurseForm } from '../../state/purse-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { purseAmountRules } from './purse-amount.ts';
import { paths } from '../../paths.ts';

// Not in the spec (README, deviations).
export const CHOOSE_PURSE = 'Choose a purse to fund';

const validate = validator<FundPurseForm>({
  accountId: [required(CHOOSE_PURSE)],
  amount: purseAmountRules('Enter an Amount'),
});

/** `chosen`: the purse the address names (a Fund link), chosen over the one kept from earlier. */
export default function FundForm({ purses, chosen }: { purses: PurseAccount[]; chosen?: string | null }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const sending = useRef(false);
  // Read once; a purse that is not listed (any more) is not chosen.
  const [initialValues] = useState(() => {
    const { accountId, amount } = fundPurseDraft.peek();
    const listed = (id: string | null | undefined) => (id && purses.some((p) => p.id === id) ? id : undefined);
    return { accountId: listed(chosen) ?? listed(accountId) ?? '', amount };
  });

  async function onSubmit(values: FundPurseForm) {
    const purse = purses.find((p) => p.id === values.accountId);
    const amount = parseAmount(values.amount);
    if (sending.current || !purse || amount === undefined) return;
    sending.current = true;
    setFailure([]);
    try {
      const { created } = fundPurseDraft.peek();
      // Unchanged since it was started (a reload, or back from the breakdown): pay that same top-up.
      const reference = created && created.accountId === purse.id && created.amount === amount ? created.reference : await fundPurse({ accountNumber: purse.id, amount });
      fundPurseDraft.value = {
        accountId: purse.id,
        accountName: purse.name,
        amount: values.amount,
        created: { reference, accountId: purse.id, accountName: purse.name, balance: purse.availableBalance, amount },
      };
      navigate(paths.fundPurseBreakdown);
    } catch (error) {
      setFailure(messagesFor(error));
    } finally {
      sending.current = false;
    }
  }

  return (
    <>
      <Banner messages={failure} />
      <Form<FundPurseForm> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <FormSpy<FundPurseForm>
              subscription={{ values: true }}
              onChange={({ values }) => {
                const chosen = purses.find((p) => p.id === values.accountId);
                fundPurseDraft.value = { ...fundPurseDraft.peek(), accountId: chosen?.id ?? '', accountName: chosen?.name ?? '', amount: values.amount ?? '' };
              }}
            />
            <ChoiceField
              name="accountId"
              legend="Choose a purse"
              choices={purses.map((p) => ({ value: p.id, label: p.name, detail: `Balance ${formatMoney(p.availableBalance)}` }))}
            />
            <MoneyInput name="amount" label="Amount" placeholder="e.g. 5,000" />
            <button type="submit" className={buttons.block} disabled={submitting}>
              {submitting ? 'Please wait…' : 'PROCEED'}
            </button>
          </form>
        )}
      </Form>
    </>
  );
}
