// /auth/signup1/{id}: step 1 of 4, personal details (spec part 1, sections 2, 3 and 5).
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, useLocation, useParams } from 'wouter';
import { REFERRAL_MIN, type RegistrationDetails } from '../../api/identity.ts';
import { isoDay } from '../../lib/calendar.ts';
import { email, maxLength, minAge, minLength, required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { emptyRegistration, registrationDraft, type DetailsValues } from './onboarding-drafts.ts';
import * as identityApi from '../../api/identity.ts';


export const ADULTS_ONLY = 'You must be 18 or older to register';
export const REFERRAL_TOO_SHORT = 'Referral Code must be at least 5 characters';

const validate = validator<DetailsValues>({
  firstName: [required('FirstName is Required'), minLength(2, 'FirstName is too short!'), maxLength(50, 'FirstName is too Long!')],
  lastName: [required('LastName is Required'), minLength(2, 'LastName is too Short!'), maxLength(50, 'Last Name is too Long!')],
  email: [required('Email is Required'), email('Invalid email')],
  phoneNumber: [required('Phone Number is Required'), minLength(2, 'Phone Number is too Short!'), maxLength(50, 'Phone Number is too Long!')],
  dob: [required('Date of Birth Required'), minAge(18, ADULTS_ONLY)],
  referral: [minLength(REFERRAL_MIN, REFERRAL_TOO_SHORT)],
});

/** The `{id}` segment is a referral code when it could be one; '1' is the plain 'Create free account' entry. */
const referralFrom = (segment: string | undefined) => (segment && /^[A-Za-z0-9]{5,}$/.test(segment) ? segment : '');

const latestAdultBirthday = () => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 18);
  return isoDay(d);
};

// final-form leaves a cleared field undefined, hence the fallbacks.
const trim = (v: string | undefined) => (v ?? '').trim();

function toRequest(v: DetailsValues): RegistrationDetails {
  const details = { firstName: trim(v.firstName), lastName: trim(v.lastName), email: trim(v.email), phoneNumber: trim(v.phoneNumber), dob: trim(v.dob) };
  // Always sent, empty when there is none, as the original client sent it (wire sheet row 3).
  return { ...details, referral: trim(v.referral) };
}

export default function SignupDetailsPage() {
  const { id: segment } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  // Read once: the form owns its values from here on and writes them back as they change.
  const [initialValues] = useState<DetailsValues>(() => {
    const saved = registrationDraft.peek().details;
    return { ...saved, referral: saved.referral || referralFrom(segment) };
  });

  async function onSubmit(values: DetailsValues) {
    setFailure([]);
    try {
      const details = toRequest(values);
      const id = await identityApi.register(details);
      registrationDraft.value = { details: { ...emptyRegistration.details, ...details }, id, otpVerified: false };
      navigate(paths.signup2);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout step="Step 1 of 4" title="Create your account" lead="Tell us about yourself. It takes less than a minute.">
      <Banner messages={failure} />
      <Form<DetailsValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <FormSpy<DetailsValues>
              subscription={{ values: true }}
              onChange={({ values }) => {
                registrationDraft.value = { ...registrationDraft.peek(), details: { ...emptyRegistration.details, ...values } };
              }}
            />
            <TextField name="firstName" label="First Name" autoComplete="given-name" />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" placeholder="+2348012345678" />
            <TextField name="dob" label="Date of Birth" type="date" autoComplete="bday" min="1900-01-01" max={latestAdultBirthday()} />
            <TextField name="referral" label="Referral Code (optional)" autoComplete="off" autoCapitalize="characters" />
            <SubmitButton submitting={submitting}>NEXT</SubmitButton>
          </form>
        )}
      </Form>
      <p className={styles.row}>
        <span>
          Already have an account? <Link href={paths.login}>Sign in</Link>
        </span>
      </p>
    </AuthLayout>
  );
}
