// /app/account/withdraw: money from a purse to the linked bank account. The form starts the withdrawal
// (the server sends an OTP) and /app/otpwithdraw confirms it. Without a bank account it says so and links
// to where one is added.
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { getBankAccount, type BankAccount } from '../../api/money-out.ts';
import { ApiError } from '../../api/errors.ts';
import { startWithdrawal, WITHDRAWAL_REASONS, type WithdrawalRequest } from '../../api/money-out.ts';
import { getPurseAccounts, type PurseAccount } from '../../api/purses.ts';
import { formatNaira } from '../../lib/format.ts';
import { amountRules, parseAmount } from '../../lib/money.ts';
import { maxLength, minLength, required, validator, type Rule } from '../../lib/rules.ts';
import { newIdempotencyKey } from '../../state/idempotency-key.ts';
import { withdrawalDraft, type WithdrawalForm } from '../../state/withdrawal-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { MoneyShell } from './money-shell.tsx';
import * as styles from './money.css.ts';
import { AMOUNT_TOO_LARGE_TEXT, MORE_THAN_BALANCE } from './texts.ts';
import { paths } from '../../paths.ts';

export const AMOUNT_REQUIRED = 'Amount is Required';

interface WithdrawValues extends WithdrawalForm {
  pin: string;
}

const withinBalance =
  (purses: PurseAccount[]): Rule =>
  (v, values) => {
    const amount = parseAmount(typeof v === 'string' ? v : undefined);
    const purse = purses.find((p) => p.id === values?.accountId);
    return amount !== undefined && purse && amount > purse.availableBalance ? MORE_THAN_BALANCE : undefined;
  };

const validatorFor = (purses: PurseAccount[]) =>
  validator<WithdrawValues>({
    accountId: [required('Select Account')],
    amount: [...amountRules(AMOUNT_REQUIRED, AMOUNT_TOO_LARGE_TEXT), withinBalance(purses)],
    pin: [required('Pin is Required'), minLength(2, 'Pin is too short!'), maxLength(50, 'Pin is too Long!')],
  });

function WithdrawForm({ purses, bank }: { purses: PurseAccount[]; bank: BankAccount }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [initialValues] = useState<WithdrawValues>(() => ({ ...withdrawalDraft.peek().form, pin: '' }));
  const [validate] = useState(() => validatorFor(purses));

  async function onSubmit({ pin, ...form }: WithdrawValues) {
    setFailure([]);
    const amount = parseAmount(form.amount)!;
    const purse = purses.find((p) => p.id === form.accountId)!;
    // The key changes with the form (below) and after a refusal; the same form sent again after a
    // lost answer keeps it, so the API starts that withdrawal once.
    const { key } = withdrawalDraft.peek();
    withdrawalDraft.value = { form, key, challengeId: null, accountName: purse.name, amount };
    try {
      const challengeId = await startWithdrawal({ pin, amount, reason: form.reason as WithdrawalRequest['reason'], remark: form.remark.trim(), accountId: form.accountId }, key);
      withdrawalDraft.value = { ...withdrawalDraft.peek(), challengeId };
      navigate(paths.otpWithdraw);
    } catch (error) {
      // The server refused it (a 5xx keeps its key): nothing was started, so the next attempt is a new request.
      if (error instanceof ApiError && error.status < 500) withdrawalDraft.value = { ...withdrawalDraft.peek(), key: newIdempotencyKey() };
      setFailure(messagesFor(error));
    }
  }

  return (
    <>
      <p className={styles.balance}>
        To: {bank.bName} {bank.number}
      </p>
      <Banner messages={failure} />
      <Form<WithdrawValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
            <FormSpy<WithdrawValues>
              subscription={{ values: true }}
              onChange={({ values }) => {
                const form = { accountId: values.accountId ?? '', amount: values.amount ?? '', reason: values.reason ?? '', remark: values.remark ?? '' };
                const draft = withdrawalDraft.peek();
                if (JSON.stringify(draft.form) !== JSON.stringify(form)) withdrawalDraft.value = { ...draft, form, key: newIdempotencyKey() };
              }}
            />
            <SelectField
              name="accountId"
              label="Account to withdraw from"
              placeholder="Select Account"
              options={purses.map((p) => ({ value: p.id, label: `${p.name} (${formatNaira(p.availableBalance)})` }))}
            />
            <MoneyInput name="amount" label="Amount" placeholder="e.g. 5,000" />
            <SelectField name="reason" label="Reason (optional)" placeholder="Choose a reason" options={WITHDRAWAL_REASONS.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }))} />
            <TextField name="remark" label="Remark (optional)" maxLength={500} />
            <TextField name="pin" label="PIN" type="password" inputMode="numeric" autoComplete="off" maxLength={60} revealable />
            <button type="submit" className={buttons.block} disabled={submitting}>
              {submitting ? 'Sending…' : 'Withdraw'}
            </button>
          </form>
        )}
      </Form>
    </>
  );
}

export const NO_BANK_ACCOUNT = 'Withdrawals are paid into your bank account, and you have not added one yet.';

/** Said, not a silent redirect: the customer learns why there is no form, and goes on from here. */
function NoBankAccount() {
  return (
    <>
      <p>{NO_BANK_ACCOUNT}</p>
      <Link href={paths.withdrawalAccount} className={buttons.block}>
        Add withdrawal Account
      </Link>
    </>
  );
}

export default function WithdrawPage() {
  const load = useLoad(() => Promise.all([getBankAccount(), getPurseAccounts()]));
  return (
    <MoneyShell title="Withdraw Funds" lead="Withdraw from a purse to your bank account.">
      <div className={styles.panel}>
        {load.status === 'loading' && <p role="status">Loading your accounts…</p>}
        {load.status === 'failed' && <LoadFailure error={load.error} onRetry={load.reload} />}
        {load.status === 'ready' && load.data[0] && <WithdrawForm purses={load.data[1]} bank={load.data[0]} />}
        {load.status === 'ready' && !load.data[0] && <NoBankAccount />}
      </div>
    </MoneyShell>
  );
}
