// /app/account/beneficiary: the saved beneficiaries, adding one (resolve, confirm, save) and deleting one.
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { addBeneficiary, deleteBeneficiary, getBeneficiaries, resolveBeneficiary, type Beneficiary, type ResolvedCustomer } from '../../api/money-out.ts';
import { doneIfGone } from '../../api/http.ts';
import { required, validator } from '../../lib/rules.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { Modal } from '../../ui/modal.tsx';
import { Reserved } from '../../ui/reserved.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import { useLoad } from '../../ui/use-load.ts';
import { MoneyShell } from './money-shell.tsx';
import * as styles from './money.css.ts';
import { FIELD_REQUIRED } from './texts.ts';

export const NO_BENEFICIARY = 'No Beneficiary has been saved!';
export const PHONE_HINT = 'A phone number starts with +234, e.g. +2348031234567';
/** A failed resolution's message shows this long (spec part 2, section 8). */
export const RESOLVE_MESSAGE_MS = 3_000;
export const BENEFICIARY_ADDED = 'Beneficiary added';
export const BENEFICIARY_DELETED = 'Beneficiary deleted';

interface IdentifierValues {
  identifier: string;
}
const validate = validator<IdentifierValues>({ identifier: [required(FIELD_REQUIRED)] });

/** Messages that clear themselves after `ms`. */
function useTimedMessages(ms: number): [string[], (m: string[]) => void] {
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    if (!messages.length) return;
    const timer = setTimeout(() => setMessages([]), ms);
    return () => clearTimeout(timer);
  }, [messages, ms]);
  return [messages, setMessages];
}

export const alreadySaved = (name: string) => `${name} is already one of your beneficiaries.`;

/** `saved`: the beneficiaries the page shows, so one already saved is said to be, not added again. */
function AddBeneficiaryModal({ saved, onClose, onAdded }: { saved: Beneficiary[]; onClose: () => void; onAdded: () => void }) {
  const [resolved, setResolved] = useState<(ResolvedCustomer & { identifier: string }) | null>(null);
  const [resolveFailure, setResolveFailure] = useTimedMessages(RESOLVE_MESSAGE_MS);
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, run] = useBusy();

  async function onResolve({ identifier }: IdentifierValues) {
    setResolveFailure([]);
    try {
      setResolved({ ...(await resolveBeneficiary(identifier)), identifier: identifier.trim() });
    } catch (error) {
      setResolveFailure(messagesFor(error));
    }
  }

  const save = () =>
    run(async () => {
      setFailure([]);
      try {
        await addBeneficiary(resolved!.id);
        onAdded();
      } catch (error) {
        setFailure(messagesFor(error));
      }
    });

  const known = resolved !== null && saved.some((b) => String(b.id) === String(resolved.id));

  return (
    <Modal title="Add Beneficiary" onClose={onClose} busy={saving}>
      {resolved ? (
        <div className={styles.form}>
          <Banner messages={failure} />
          <p>{known ? alreadySaved(resolved.name) : 'Is this the customer you want to add?'}</p>
          <p className={styles.who}>
            <strong>{resolved.name}</strong>
            <span className={styles.muted}>{resolved.identifier}</span>
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => setResolved(null)}>
              Back
            </button>
            {!known && (
              <button type="button" className={buttons.primary} onClick={() => void save()} disabled={saving}>
                {saving ? 'Saving…' : 'Confirm'}
              </button>
            )}
          </div>
        </div>
      ) : (
        <Form<IdentifierValues> onSubmit={onResolve} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
              <Banner messages={resolveFailure} />
              <TextField name="identifier" label="E-mail or phone number" hint={PHONE_HINT} autoComplete="off" data-autofocus />
              <button type="submit" className={buttons.block} disabled={submitting}>
                {submitting ? 'Searching…' : 'NEXT'}
              </button>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}

export default function BeneficiaryPage() {
  const list = useLoad(getBeneficiaries);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const [notice, setNotice] = useState<string[]>([]);

  const done = (message: string) => {
    setAdding(false);
    setDeleting(null);
    setNotice([message]);
    list.refresh();
  };

  return (
    <MoneyShell title="Manage Beneficiaries">
      <div className={styles.panel}>
        <Banner messages={notice} tone="positive" />
        {/* Above the list: it stays where it is however long the list that arrives. */}
        <div className={styles.topActions}>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              setNotice([]);
              setAdding(true);
            }}
          >
            Add Beneficiary
          </button>
        </div>
        <Reserved load={list} room={styles.listRoom} what="beneficiaries">
          {(data) =>
            data.length === 0 ? (
              <p className={styles.empty}>{NO_BENEFICIARY}</p>
            ) : (
              <ul className={styles.list} aria-label="Saved beneficiaries">
                {data.map((b) => (
                  <li key={b.id} className={styles.item}>
                    <span className={styles.who}>
                      <strong>{b.name}</strong>
                      <span className={styles.muted}>{b.email}</span>
                    </span>
                    <button type="button" className={buttons.secondary} aria-label={`Delete ${b.name}`} onClick={() => setDeleting(b)}>
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Reserved>
      </div>
      {adding && <AddBeneficiaryModal saved={list.status === 'ready' ? list.data : []} onClose={() => setAdding(false)} onAdded={() => done(BENEFICIARY_ADDED)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete Beneficiary"
          onYes={() =>
            doneIfGone(deleteBeneficiary(deleting.id)).then(
              () => done(BENEFICIARY_DELETED),
              (error: unknown) => {
                // It may have gone with its answer lost: the list shows what the server holds.
                list.refresh();
                throw error;
              },
            )
          }
          onNo={() => setDeleting(null)}
          busyText="Deleting…"
        >
          <p>Are you sure you want to delete {deleting.name}?</p>
        </ConfirmDialog>
      )}
    </MoneyShell>
  );
}
