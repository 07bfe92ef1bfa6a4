// /app/groupsavings2, private groups only: who decides how members save, and an optional image.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Redirect, useLocation } from 'wouter';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { groupDraft, type GroupForm } from '../../state/group-draft.ts';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import * as styles from './groups.css.ts';
import { KeepInDraft, StepActions } from './group-form-parts.tsx';

type DecideValues = Pick<GroupForm, 'decide' | 'docId'>;

const validate = validator<DecideValues>({ decide: [required('Coose an Option')] });

const choices = [
  { value: 'true', label: 'I decide', detail: 'Every member saves the amount and frequency you set' },
  { value: 'false', label: 'Each member decides', detail: 'Members choose their own amount and frequency' },
];

export default function GroupDecidePage() {
  const [, navigate] = useLocation();
  const [draft] = useState(() => groupDraft.peek());
  if (draft.kind !== 'private' || draft.answered < 1) return <Redirect to={paths.groupSavings} replace />;

  function onSubmit(values: DecideValues) {
    const current = groupDraft.peek();
    groupDraft.value = { ...current, form: { ...current.form, ...values, docId: values.docId ?? '' }, answered: Math.max(current.answered, 2) };
    navigate(paths.groupSavings3);
  }

  return (
    <div className={styles.page}>
      <h1>Create a private group</h1>
      <div className={styles.panel}>
        <Form<DecideValues> onSubmit={onSubmit} validate={validate} initialValues={{ decide: draft.form.decide, docId: draft.form.docId }}>
          {({ handleSubmit }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <KeepInDraft<DecideValues> />
              <ChoiceField name="decide" legend="Who decides how members save?" choices={choices} />
              <ImageField name="docId" label="Group image (optional)" />
              <StepActions previous={paths.groupSavings1('private')} />
            </form>
          )}
        </Form>
      </div>
    </div>
  );
}
