// My Profile: name, e-mail, phone and date of birth read-only; address, state, profile picture and ID
// card editable; the password confirms the change; 'Profile Updated' for 3 s (spec part 2, sections 3, 5, 8).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { getProfile, updateProfile, type Profile } from '../../api/account.ts';
import { formatDate } from '../../lib/format.ts';
import { STATE_OPTIONS } from '../../lib/nigerian-states.ts';
import { required, validator } from '../../lib/rules.ts';
import { profileFormDraft, type ProfileForm as KeptProfile } from '../../state/form-drafts.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { KeepTyped } from '../../ui/keep-typed.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { ReadOnlyField } from '../../ui/read-only-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';
import { useJustSaved, useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';

export const PROFILE_UPDATED = 'Profile Updated';
export const SAVED_NOTICE_MS = 3_000;

interface ProfileValues {
  address: string;
  state: string;
  profileImageRef: string;
  idCardRef: string;
  password: string;
}

const validate = validator<ProfileValues>({
  address: [required('Enter your Address')],
  password: [required('Enter your Password')],
});

function Picture({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? <img src={src} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} /> : null;
}

/** What a reload keeps of the form: the address and the state (the pictures go up again, the password is never kept). */
const kept = (v: Partial<ProfileValues>): KeptProfile => ({ address: v.address ?? '', state: v.state ?? '' });

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const [failure, setFailure] = useState<string[]>([]);
  // What is saved, or what was typed over it before a reload.
  const [base] = useState<ProfileValues>(() => ({ address: profile.address ?? '', state: profile.state ?? '', profileImageRef: '', idCardRef: '', password: '' }));
  const [initialValues] = useState<ProfileValues>(() => ({ ...base, ...profileFormDraft.peek() }));
  async function onSubmit(values: ProfileValues) {
    setFailure([]);
    try {
      await updateProfile({
        address: values.address.trim(),
        state: values.state,
        password: values.password,
        ...(values.profileImageRef ? { profileImageRef: values.profileImageRef } : {}),
        ...(values.idCardRef ? { idCardRef: values.idCardRef } : {}),
      });
      profileFormDraft.value = null;
      // The pictures' addresses are the server's to give: the re-read brings the new ones.
      onSaved({ ...profile, address: values.address.trim(), state: values.state });
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }
  return (
    <>
      <Picture src={profile.profilePic} alt="Your profile picture" />
      <ReadOnlyField label="First Name" value={profile.firstName} />
      <ReadOnlyField label="Last Name" value={profile.lastName} />
      <ReadOnlyField label="Email" value={profile.email} />
      <ReadOnlyField label="Phone Number" value={profile.phoneNumber} />
      <ReadOnlyField label="Date of Birth" value={formatDate(profile.dateOfBirth)} />
      <Banner messages={failure} />
      <Form<ProfileValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="My Profile">
            <KeepTyped draft={profileFormDraft} base={base} pick={kept} />
            <TextField name="address" label="Address" autoComplete="street-address" />
            <SelectField name="state" label="State" placeholder="Choose your state" options={STATE_OPTIONS} />
            <ImageField name="profileImageRef" label="Profile Picture" />
            <ImageField name="idCardRef" label="ID Card" />
            <Picture src={profile.idCard} alt="Your ID card" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" hint="Needed to confirm the change" revealable />
            <SubmitButton submitting={submitting}>Update Profile</SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}

export function MyProfile() {
  const profile = useLoad(getProfile);
  const [shown, justSaved] = useJustSaved(profile.status === 'ready' ? profile.data : undefined);
  const [saved, setSaved] = useState(0);
  return (
    <>
      {/* Above the form, which arrives after the page: nothing below it moves when it does. */}
      <p className={styles.muted}>Your name, e-mail, phone number and date of birth can only be changed by support.</p>
      {profile.status === 'loading' && <p role="status">Loading your profile…</p>}
      {profile.status === 'failed' && <LoadFailure error={profile.error} onRetry={profile.reload} />}
      {/* Keyed by the save: after a save the form starts again from what was saved, until the re-read answers. */}
      {profile.status === 'ready' && shown && (
        <ProfileForm
          key={`form-${saved}`}
          profile={shown}
          onSaved={(values) => {
            justSaved(values);
            setSaved((n) => n + 1);
            profile.refresh();
          }}
        />
      )}
      {saved > 0 && <SavedNotice title={PROFILE_UPDATED} key={`notice-${saved}`} />}
    </>
  );
}

/** A success notice that leaves by itself after 3 s. */
export function SavedNotice({ title }: { title: string }) {
  const [shown, setShown] = useState(true);
  return shown ? <TimedOverlay title={title} afterMs={SAVED_NOTICE_MS} onElapsed={() => setShown(false)} /> : null;
}
