// /app/account/transfer: money from the Vibe cash wallet to another customer, by a saved beneficiary
// or an e-mail. The recipient is resolved for the confirm dialog (name and amount), NEXT sends it once.
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { getBeneficiaries, resolveBeneficiary, type Beneficiary } from '../../api/money-out.ts';
import { transferToBeneficiary } from '../../api/money-out.ts';
import { getPurseAccounts, type PurseAccount } from '../../api/purses.ts';
import { formatNaira } from '../../lib/format.ts';
import { amountRules, parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { newIdempotencyKey } from '../../state/idempotency-key.ts';
import { transferDraft, type SendingTransfer } from '../../state/transfer-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { Reserved } from '../../ui/reserved.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import { useLoad } from '../../ui/use-load.ts';
import { MoneyShell } from './money-shell.tsx';
import * as styles from './money.css.ts';
import { AMOUNT_TOO_LARGE_TEXT, FIELD_REQUIRED } from './texts.ts';

const YES = 'true';

// The confirmation and the success screen show only once the customer has asked for a transfer: their
// code (the dialog, the overlay) is fetched then, alongside the recipient's name, not on every visit.
// Both are loaded before either shows, so neither suspends.
const loadConfirmation = () => import('./transfer-confirm.tsx');
const ConfirmTransfer = lazyScreen(() => loadConfirmation().then((m) => ({ default: m.ConfirmTransfer })));
const TransferSent = lazyScreen(() => loadConfirmation().then((m) => ({ default: m.TransferSent })));
/** Both parts, before the dialog opens: a part that cannot arrive is a network failure on the form, not a blank dialog. */
const confirmationReady = () =>
  Promise.all([ConfirmTransfer.preload(), TransferSent.preload()]).catch(() => {
    throw new NetworkError('load the transfer confirmation', 'unreachable');
  });

interface TransferValues {
  beneficiary: string;
  email: string;
  amount: string;
  save: string;
}

const validate = validator<TransferValues>({
  email: [required(FIELD_REQUIRED)],
  amount: amountRules(FIELD_REQUIRED, AMOUNT_TOO_LARGE_TEXT),
  save: [required(FIELD_REQUIRED)],
});

/** The default purse, named Vibe cash (spec part 2, section 9): transfers come out of it. */
export const walletOf = (purses: PurseAccount[]) => purses.find((p) => p.name === 'Vibe cash') ?? purses[0];

function WalletBalance({ purses }: { purses: ReturnType<typeof useLoad<PurseAccount[]>> }) {
  // Its room holds the failure's banner and retry, so the form below never moves (money.css.ts).
  return (
    <Reserved load={purses} room={styles.balanceRoom} what="your balance">
      {(data) => (
        <p className={styles.balance} aria-live="polite">
          Wallet balance: <span data-testid="wallet-balance" className={styles.balanceValue}>{formatNaira(walletOf(data)?.availableBalance ?? 0)}</span>
        </p>
      )}
    </Reserved>
  );
}

export default function TransferPage() {
  const purses = useLoad(getPurseAccounts);
  const beneficiaries = useLoad(getBeneficiaries);
  const [failure, setFailure] = useState<string[]>([]);
  // A transfer confirmed but not known to have gone through (a reload, a lost answer) asks again.
  const [confirming, setConfirming] = useState<SendingTransfer | null>(() => transferDraft.peek());
  const [sent, setSent] = useState<SendingTransfer | null>(null);
  const [sending, run] = useBusy();
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(values: TransferValues) {
    setFailure([]);
    const amount = parseAmount(values.amount)!;
    const email = values.email.trim();
    const saved = beneficiaries.status === 'ready' ? beneficiaries.data.find((b) => b.email.toLowerCase() === email.toLowerCase()) : undefined;
    try {
      const [name] = await Promise.all([saved ? saved.name : resolveBeneficiary(email).then((b) => b.name), confirmationReady()]);
      setConfirming({ key: newIdempotencyKey(), email, name, amount, save: values.save });
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  const send = () =>
    run(async () => {
      const transfer = confirming!;
      // Stored before it leaves: a retry or a reload sends the same key, and the API moves the money once.
      transferDraft.value = transfer;
      setFailure([]);
      try {
        await transferToBeneficiary({ beneficiaryId: transfer.email, amount: transfer.amount, saveBeneficiary: transfer.save === YES }, transfer.key);
        transferDraft.value = null;
        setConfirming(null);
        setSent(transfer);
        purses.refresh();
        if (transfer.save === YES) beneficiaries.refresh();
      } catch (error) {
        // The server refused it (a 5xx may have half-happened: that keeps its key): nothing moved, so the next attempt is a new request with a new key.
        if (error instanceof ApiError && error.status < 500) {
          const fresh = { ...transfer, key: newIdempotencyKey() };
          transferDraft.value = fresh;
          setConfirming(fresh);
        }
        setFailure(messagesFor(error));
      }
    });

  const cancel = () => {
    transferDraft.value = null;
    setConfirming(null);
  };

  const options = beneficiaries.status === 'ready' ? beneficiaries.data.map((b: Beneficiary) => ({ value: b.email, label: `${b.name} (${b.email})` })) : [];

  return (
    <MoneyShell title="Transfer Funds" lead="Send money from your Vibe cash wallet to another customer.">
      <div className={styles.panel}>
        <WalletBalance purses={purses} />
        {!confirming && <Banner messages={failure} />}
        <Form<TransferValues> key={formKey} onSubmit={onSubmit} validate={validate} initialValues={{ beneficiary: '', email: '', amount: '', save: '' }}>
          {({ handleSubmit, submitting, form }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
              <FormSpy<TransferValues>
                subscription={{ values: true }}
                onChange={({ values }) => {
                  // Picking a saved beneficiary fills in the e-mail.
                  if (values.beneficiary && values.beneficiary !== values.email) form.change('email', values.beneficiary);
                }}
              />
              {beneficiaries.status === 'failed' ? (
                <LoadFailure error={beneficiaries.error} onRetry={beneficiaries.reload} />
              ) : (
                <SelectField name="beneficiary" label="Saved beneficiary" placeholder={options.length ? 'Choose a beneficiary' : 'No saved beneficiary'} options={options} />
              )}
              <TextField name="email" label="Recipient's e-mail" type="email" autoComplete="off" />
              <MoneyInput name="amount" label="Amount" placeholder="e.g. 5,000" />
              <ChoiceField
                name="save"
                legend="Save as beneficiary"
                choices={[
                  { value: YES, label: 'Yes' },
                  { value: 'false', label: 'No' },
                ]}
              />
              <button type="submit" className={buttons.block} disabled={submitting}>
                {submitting ? 'Checking the recipient…' : 'Transfer'}
              </button>
            </form>
          )}
        </Form>
      </div>
      {confirming && <ConfirmTransfer transfer={confirming} failure={failure} sending={sending} onCancel={cancel} onSend={() => void send()} />}
      {sent && (
        <TransferSent
          transfer={sent}
          wallet={purses.status === 'ready' ? walletOf(purses.data) : undefined}
          onDone={() => {
            setSent(null);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </MoneyShell>
  );
}
