// /app/account/transfer: money from the Vibe cash wallet to another customer, by a saved beneficiary
// or an e-mail. The recipient is resolved for the confirm dialog (name and amount), NEXT sends it once.
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { ApiError } from '../../api/errors.ts';
import { getBeneficiaries, resolveBeneficiary, type Beneficiary } from '../../api/beneficiaries.ts';
import { transferToBeneficiary } from '../../api/money-transfer.ts';
import { getPurseAccounts, type PurseAccount } from '../../api/purse-accounts.ts';
import { formatNaira } from '../../lib/format.ts';
import { AMOUNT_DECIMALS, exactAmount, parseAmount, positiveAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { newIdempotencyKey } from '../../state/idempotency-key.ts';
import { transferDraft, type SendingTransfer } from '../../state/transfer-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { Modal } from '../../ui/modal.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SuccessOverlay } from '../../ui/success-overlay.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './money.css.ts';
import { AMOUNT_TOO_LARGE_TEXT, FIELD_REQUIRED } from './texts.ts';

export const TRANSFER_SUCCESS = 'Fantastic! Successful fund transfer';
const YES = 'true';

interface TransferValues {
  beneficiary: string;
  email: string;
  amount: string;
  save: string;
}

const validate = validator<TransferValues>({
  email: [required(FIELD_REQUIRED)],
  amount: [positiveAmount(FIELD_REQUIRED), exactAmount(AMOUNT_TOO_LARGE_TEXT, AMOUNT_DECIMALS)],
  save: [required(FIELD_REQUIRED)],
});

/** The default purse, named Vibe cash (spec part 2, section 9): transfers come out of it. */
export const walletOf = (purses: PurseAccount[]) => purses.find((p) => p.name === 'Vibe cash') ?? purses[0];

function WalletBalance({ purses }: { purses: ReturnType<typeof useLoad<PurseAccount[]>> }) {
  if (purses.status === 'loading') return <p role="status">Loading your balance…</p>;
  if (purses.status === 'failed') return <LoadFailure error={purses.error} onRetry={purses.reload} />;
  const wallet = walletOf(purses.data);
  return (
    <p className={styles.balance} aria-live="polite">
      Wallet balance: <span data-testid="wallet-balance">{formatNaira(wallet?.availableBalance ?? 0)}</span>
    </p>
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
      const name = saved?.name ?? (await resolveBeneficiary(email)).name;
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
    <>
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
      {confirming && (
        <Modal title="Confirm transfer" onClose={cancel}>
          <Banner messages={failure} />
          <p>
            You are sending <strong>{formatNaira(confirming.amount)}</strong> to <strong>{confirming.name}</strong> ({confirming.email}).
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={cancel} disabled={sending}>
              Cancel
            </button>
            <button type="button" className={buttons.primary} onClick={() => void send()} disabled={sending}>
              {sending ? 'Sending…' : 'NEXT'}
            </button>
          </div>
        </Modal>
      )}
      {sent && (
        <SuccessOverlay
          title={TRANSFER_SUCCESS}
          action={
            <button
              type="button"
              className={buttons.primary}
              onClick={() => {
                setSent(null);
                setFormKey((k) => k + 1);
              }}
            >
              Done
            </button>
          }
        >
          <p>
            {formatNaira(sent.amount)} sent to {sent.name}.
          </p>
          {purses.status === 'ready' && <p>Wallet balance now: {formatNaira(walletOf(purses.data)?.availableBalance ?? 0)}</p>}
        </SuccessOverlay>
      )}
    </>
  );
}
