// Next of Kin: all seven fields required; UPDATE when one is saved, otherwise ADD; one call per save
// (POST creates, PUT updates); 'Next of Kin Updated!' for 3 s (spec part 2, sections 3, 4, 5, 8). After a
// save the form starts again from what was saved, in UPDATE mode, whether or not the re-read answers.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { getNextOfKin, saveNextOfKin, type NextOfKin as Kin, type SavedNextOfKin } from '../../api/account.ts';
import { STATE_OPTIONS } from '../../lib/nigerian-states.ts';
import { required, validator } from '../../lib/rules.ts';
import { nextOfKinFormDraft, type NextOfKinForm } from '../../state/form-drafts.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { KeepTyped } from '../../ui/keep-typed.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useJustSaved, useLoad } from '../../ui/use-load.ts';
import { SavedNotice } from './my-profile.tsx';

export const NEXT_OF_KIN_UPDATED = 'Next of Kin Updated!';

const validate = validator<Kin>({
  firstName: [required('Enter your firstName')],
  lastName: [required('Enter your lastName')],
  email: [required('Enter your Email')],
  phoneNumber: [required('Enter your Phone Number')],
  state: [required('Enter your State')],
  address: [required('Enter your Address')],
  password: [required('Enter your Password')],
});

const trimmed = (kin: Kin): Kin => ({ ...kin, firstName: kin.firstName.trim(), lastName: kin.lastName.trim(), email: kin.email.trim(), phoneNumber: kin.phoneNumber.trim(), address: kin.address.trim() });

/** What a reload keeps of the form: every field but the password. */
const kept = (v: Partial<Kin>): NextOfKinForm => ({
  firstName: v.firstName ?? '',
  lastName: v.lastName ?? '',
  email: v.email ?? '',
  phoneNumber: v.phoneNumber ?? '',
  state: v.state ?? '',
  address: v.address ?? '',
});

function KinForm({ saved, onSaved }: { saved: SavedNextOfKin | null; onSaved: (kin: SavedNextOfKin) => void }) {
  const [failure, setFailure] = useState<string[]>([]);
  // What is saved, or what was typed over it before a reload.
  const [base] = useState<Kin>(() => ({ ...kept(saved ?? {}), password: '' }));
  const [initialValues] = useState<Kin>(() => ({ ...base, ...nextOfKinFormDraft.peek() }));
  async function onSubmit(values: Kin) {
    setFailure([]);
    try {
      const { password, ...kin } = trimmed(values);
      await saveNextOfKin({ ...kin, password }, saved !== null);
      nextOfKinFormDraft.value = null;
      onSaved(kin);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }
  return (
    <>
      <Banner messages={failure} />
      <Form<Kin> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Next of Kin">
            <KeepTyped draft={nextOfKinFormDraft} base={base} pick={kept} />
            <TextField name="firstName" label="First Name" autoComplete="off" />
            <TextField name="lastName" label="Last Name" autoComplete="off" />
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" hint="e.g. +2348031234567" />
            <SelectField name="state" label="State" placeholder="Choose a state" options={STATE_OPTIONS} />
            <TextField name="address" label="Address" autoComplete="off" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" hint="Needed to confirm the change" revealable />
            <SubmitButton submitting={submitting}>{saved ? 'UPDATE' : 'ADD'}</SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}

export function NextOfKin() {
  const kin = useLoad(getNextOfKin);
  const [shown, justSaved] = useJustSaved(kin.status === 'ready' ? kin.data : undefined);
  const [saves, setSaves] = useState(0);
  return (
    <>
      {kin.status === 'loading' && <p role="status">Loading your next of kin…</p>}
      {kin.status === 'failed' && <LoadFailure error={kin.error} onRetry={kin.reload} />}
      {kin.status === 'ready' && (
        <KinForm
          key={`${saves}-${shown ? 'saved' : 'none'}`}
          saved={shown ?? null}
          onSaved={(saved) => {
            justSaved(saved);
            setSaves((n) => n + 1);
            kin.refresh();
          }}
        />
      )}
      {saves > 0 && <SavedNotice title={NEXT_OF_KIN_UPDATED} key={`notice-${saves}`} />}
    </>
  );
}
