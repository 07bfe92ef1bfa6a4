// /app/account/transfer: money from the Vibe cash wallet to another customer, by a saved beneficiary
// or an e-mail. The recipient is resolved for the confirm dialog (name and amount), NEXT sends it once:
// its idempotency key stays with the transfer until the API has answered for it, through a retry, a
// reload, or a Cancel and the same transfer entered again.
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { getBeneficiaries, resolveBeneficiary, type Beneficiary } from '../../api/money-out.ts';
import { transferToBeneficiary } from '../../api/money-out.ts';
import { getPurseAccounts, walletOf, type PurseAccount } from '../../api/purses.ts';
import { formatNaira } from '../../lib/format.ts';
import { amountRules, parseAmount } from '../../lib/money.ts';
import { required, validator, type Rule } from '../../lib/rules.ts';
import { newIdempotencyKey } from '../../state/idempotency-key.ts';
import { EMPTY_TRANSFER_FORM, transferDraft, transferFormDraft, type SendingTransfer, type TransferForm } from '../../state/transfer-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { KeepTyped } from '../../ui/keep-typed.tsx';
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
import { AMOUNT_TOO_LARGE_TEXT, FIELD_REQUIRED, MORE_THAN_BALANCE } from './texts.ts';

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

type TransferValues = TransferForm;
/** All of the form is kept through a reload: it holds no secret. */
const typed = (v: Partial<TransferValues>): TransferForm => ({ beneficiary: v.beneficiary ?? '', email: v.email ?? '', amount: v.amount ?? '', save: v.save ?? '' });

/** No more than the wallet holds, once its balance is known. */
const withinBalance =
  (balance: () => number | undefined): Rule =>
  (v) => {
    const amount = parseAmount(typeof v === 'string' ? v : undefined);
    const most = balance();
    return amount !== undefined && most !== undefined && amount > most ? MORE_THAN_BALANCE : undefined;
  };

const validatorFor = (balance: () => number | undefined) =>
  validator<TransferValues>({
    email: [required(FIELD_REQUIRED)],
    amount: [...amountRules(FIELD_REQUIRED, AMOUNT_TOO_LARGE_TEXT), withinBalance(balance)],
    save: [required(FIELD_REQUIRED)],
  });

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
  // A transfer confirmed but not known to have gone through (a reload, a lost answer) asks again,
  // unless the customer has closed its confirmation.
  const [confirming, setConfirming] = useState<SendingTransfer | null>(() => {
    const draft = transferDraft.peek();
    return draft && !draft.cancelled ? draft : null;
  });
  const [sent, setSent] = useState<SendingTransfer | null>(null);
  const [sending, run] = useBusy();
  const [formKey, setFormKey] = useState(0);
  // What was typed before a reload; a form started after a transfer went through starts empty.
  const [restored] = useState<TransferValues>(() => ({ ...EMPTY_TRANSFER_FORM, ...transferFormDraft.peek() }));
  const pursesNow = useRef(purses);
  pursesNow.current = purses;
  // The wallet's balance as shown: an amount over it is refused on the form (the API refuses it too).
  const [validate] = useState(() =>
    validatorFor(() => {
      const shown = pursesNow.current;
      return shown.status === 'ready' ? walletOf(shown.data)?.availableBalance : undefined;
    }),
  );
  const lastPick = useRef('');

  async function onSubmit(values: TransferValues) {
    setFailure([]);
    const amount = parseAmount(values.amount)!;
    const email = values.email.trim();
    const saved = beneficiaries.status === 'ready' ? beneficiaries.data.find((b) => b.email.toLowerCase() === email.toLowerCase()) : undefined;
    try {
      const [name] = await Promise.all([saved ? saved.name : resolveBeneficiary(email).then((b) => b.name), confirmationReady()]);
      // The same recipient and amount as a transfer that may have gone through: that transfer again, key
      // and body alike (its save choice too), so the API completes it (or answers that it is done) rather
      // than moving the money again.
      const earlier = transferDraft.peek();
      const same = earlier?.sent && earlier.email.toLowerCase() === email.toLowerCase() && earlier.amount === amount;
      setConfirming(same ? { ...earlier, name, cancelled: false } : { key: newIdempotencyKey(), email, name, amount, save: values.save });
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  const send = () =>
    run(async () => {
      // Stored before it leaves: a retry or a reload sends the same key, and the API moves the money once.
      const transfer = { ...confirming!, sent: true, cancelled: false };
      transferDraft.value = transfer;
      setFailure([]);
      try {
        await transferToBeneficiary({ beneficiaryId: transfer.email, amount: transfer.amount, saveBeneficiary: transfer.save === YES }, transfer.key);
        transferDraft.value = null;
        setConfirming(null);
        setSent(transfer);
        // The form starts empty for another transfer; the confirmation above it says what was sent.
        transferFormDraft.value = null;
        setFormKey((k) => k + 1);
        // Read again from the start: the balance behind the success is the new one, or a failure to read it.
        purses.reload();
        if (transfer.save === YES) beneficiaries.refresh();
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) {
          // The server refused it: nothing moved, so the next attempt is a new request with a new key.
          const fresh = { ...transfer, key: newIdempotencyKey(), sent: false };
          transferDraft.value = fresh;
          setConfirming(fresh);
        } else {
          // No answer, or a 5xx that may have half-happened: the money may have moved, and the key stays.
          // The balance is read again behind the question, so it shows what the wallet holds now.
          setConfirming(transfer);
          purses.refresh();
        }
        setFailure(messagesFor(error));
      }
    });

  const cancel = () => {
    const draft = transferDraft.peek();
    // One that may have gone through is kept (closed), so the same transfer entered again sends its key.
    transferDraft.value = draft?.sent ? { ...draft, cancelled: true } : null;
    setConfirming(null);
  };

  const options = beneficiaries.status === 'ready' ? beneficiaries.data.map((b: Beneficiary) => ({ value: b.email, label: `${b.name} (${b.email})` })) : [];

  return (
    <MoneyShell title="Transfer Funds" lead="Send money from your Vibe cash wallet to another customer.">
      <div className={styles.panel}>
        <WalletBalance purses={purses} />
        {sent && <TransferSent transfer={sent} onDone={() => setSent(null)} />}
        {!confirming && <Banner messages={failure} />}
        <Form<TransferValues> key={formKey} onSubmit={onSubmit} validate={validate} initialValues={formKey ? EMPTY_TRANSFER_FORM : restored}>
          {({ handleSubmit, submitting, form }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
              <KeepTyped draft={transferFormDraft} base={EMPTY_TRANSFER_FORM} pick={typed} />
              <FormSpy<TransferValues>
                subscription={{ values: true }}
                onChange={({ values }) => {
                  // Picking a saved beneficiary fills in the e-mail; typing another e-mail clears the pick.
                  const picked = values.beneficiary ?? '';
                  if (picked !== lastPick.current) {
                    lastPick.current = picked;
                    if (picked && picked !== values.email) form.change('email', picked);
                  } else if (picked && values.email !== picked) {
                    lastPick.current = '';
                    form.change('beneficiary', '');
                  }
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
    </MoneyShell>
  );
}
