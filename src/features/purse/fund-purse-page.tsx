// /app/savings/fundpurse: choose one of the customer's purses (accountbyproduct 0106) and the amount;
// PROCEED starts the top-up (POST /transfer/FundExistingPurse) and moves to its breakdown. The chosen
// purse's id and name are kept for the session.
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { fundPurse } from '../../api/purse.ts';
import { getPurseAccounts, type PurseAccount } from '../../api/savings.ts';
import { formatMoney } from '../../lib/format.ts';
import { parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { fundPurseDraft, type FundPurseForm } from '../../state/purse-draft.ts';
import { button } from '../../styles/recipes.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './purse.css.ts';
import { amountRules } from './purse-types.ts';

export const NO_PURSE = 'You have no purse yet.';
// Not in the spec (README, deviations).
export const CHOOSE_PURSE = 'Choose a purse to fund';


const validate = validator<FundPurseForm>({
  accountId: [required(CHOOSE_PURSE)],
  amount: amountRules('Enter an Amount'),
});

function FundForm({ purses }: { purses: PurseAccount[] }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const sending = useRef(false);
  // Read once; a purse kept from earlier that is no longer listed is not chosen.
  const [initialValues] = useState(() => {
    const { accountId, amount } = fundPurseDraft.peek();
    return { accountId: purses.some((p) => p.id === accountId) ? accountId : '', amount };
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
      navigate(paths.app.fundPurseBreakdown);
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
            <button type="submit" className={button({ block: true })} disabled={submitting}>
              {submitting ? 'Please wait…' : 'PROCEED'}
            </button>
          </form>
        )}
      </Form>
    </>
  );
}

export default function FundPursePage() {
  const purses = useLoad(getPurseAccounts);
  return (
    <div className={styles.page}>
      <h1>Fund a purse</h1>
      <p className={styles.lead}>Add money to one of your purses.</p>
      <div className={styles.panel}>
        {purses.status === 'loading' && <p role="status">Loading your purses…</p>}
        {purses.status === 'failed' && <LoadFailure error={purses.error} onRetry={purses.reload} />}
        {purses.status === 'ready' && purses.data.length === 0 && (
          <>
            <p>{NO_PURSE}</p>
            <Link href={paths.app.myPurse} className={button()}>
              Create A New Purse
            </Link>
          </>
        )}
        {purses.status === 'ready' && purses.data.length > 0 && <FundForm purses={purses.data} />}
      </div>
    </div>
  );
}
