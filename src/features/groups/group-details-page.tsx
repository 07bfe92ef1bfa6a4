// /app/groupsavings1/{private|public}: the group's name, currency, target and target date (step 1).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Redirect, useLocation, useParams } from 'wouter';
import { NAIRA } from '../../api/wire.ts';
import { fromToday, todayInLagos } from '../../lib/calendar.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { emptyGroupDraft, groupDraft, GroupKind, type GroupForm } from '../../state/group-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { is } from 'superstruct';
import { groupAmountRules, KeepInDraft } from './group-form-parts.tsx';
import * as styles from './groups.css.ts';

type DetailsValues = Pick<GroupForm, 'name' | 'ccy' | 'target' | 'tgtDate'>;

const validate = validator<DetailsValues>({
  name: [required('Enter a Plan name')],
  ccy: [required('Select a Currrency Type')],
  target: groupAmountRules('A target amount is required'),
  tgtDate: [required('Enter a Date'), fromToday],
});


export default function GroupDetailsPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  const [, navigate] = useLocation();
  // Read once: a group of the other kind starts afresh; the same kind carries on where it was.
  const [initialValues] = useState<DetailsValues | null>(() => {
    if (!is(kind, GroupKind)) return null;
    if (groupDraft.peek().kind !== kind) groupDraft.value = { ...emptyGroupDraft(), kind };
    const { name, ccy, target, tgtDate } = groupDraft.peek().form;
    return { name, ccy, target, tgtDate };
  });
  if (!is(kind, GroupKind) || !initialValues) return <Redirect to={paths.groupSavings} replace />;

  function onSubmit(values: DetailsValues) {
    const draft = groupDraft.peek();
    groupDraft.value = { ...draft, form: { ...draft.form, ...values }, answered: Math.max(draft.answered, 1) };
    navigate(kind === 'private' ? paths.groupSavings2 : paths.groupSavings3);
  }

  return (
    <div className={styles.page}>
      <h1>{kind === 'private' ? 'Create a private group' : 'Create a public group'}</h1>
      <p className={styles.lead}>{kind === 'private' ? 'Members join with a code you share.' : 'Anyone can join it from the savings challenges.'}</p>
      <div className={styles.panel}>
        <Form<DetailsValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <KeepInDraft<DetailsValues> />
              <TextField name="name" label="Group name" autoComplete="off" />
              <SelectField name="ccy" label="Currency" placeholder="Choose a currency" options={[{ value: NAIRA, label: 'Naira' }]} />
              <MoneyInput name="target" label="Target amount" placeholder="e.g. 500,000" />
              <TextField name="tgtDate" label="Target date" type="date" min={todayInLagos()} />
              <button type="submit" className={buttons.block}>
                NEXT
              </button>
            </form>
          )}
        </Form>
      </div>
    </div>
  );
}
