// /app/groupsavings3: the creator's start date, frequency and contribution; NEXT creates the group.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Redirect, useLocation } from 'wouter';
import { createGroup, type GroupRequest } from '../../api/groups.ts';
import { NAIRA } from '../../api/wire.ts';
import { fromToday, notAfter, todayInLagos } from '../../lib/calendar.ts';
import { FREQUENCIES } from '../../lib/frequency.ts';
import { parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { groupDraft, stepsBeforeSchedule, type CreatedGroup, type GroupForm } from '../../state/group-draft.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { groupAmountRules, KeepInDraft, StepActions, START_AFTER_TARGET } from './group-form-parts.tsx';
import * as styles from './groups.css.ts';

type ScheduleValues = Pick<GroupForm, 'start' | 'freq' | 'amount'>;

/** What the created group was created from: the same answers pay the same group, never a second one. */
const sameGroup = (created: CreatedGroup, request: GroupRequest) =>
  created.name === request.name &&
  created.target === request.target &&
  created.tgtDate === request.tgtDate &&
  created.isPublic === request.isPublic &&
  created.start === request.start &&
  created.freq === request.freq &&
  created.amount === request.cntr_amt;

export default function GroupSchedulePage() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [draft] = useState(() => groupDraft.peek());
  if (!draft.kind || draft.answered < stepsBeforeSchedule(draft.kind)) return <Redirect to={paths.groupSavings} replace />;
  const { kind, form } = draft;

  const validate = validator<ScheduleValues>({
    start: [required('Enter a Start Date'), fromToday, notAfter(() => form.tgtDate, START_AFTER_TARGET)],
    freq: [required('Select a Frequency')],
    amount: groupAmountRules('Enter an Amount'),
  });

  async function onSubmit(values: ScheduleValues) {
    setFailure([]);
    const current = groupDraft.peek();
    const isPublic = kind === 'public';
    const request: GroupRequest = {
      name: form.name.trim(),
      ccy: NAIRA,
      target: parseAmount(form.target)!,
      tgtDate: form.tgtDate,
      isPublic,
      decide: !isPublic && form.decide === 'true',
      ...(!isPublic && form.docId ? { docId: form.docId } : {}),
      start: values.start,
      freq: values.freq as GroupRequest['freq'],
      cntr_amt: parseAmount(values.amount)!,
      earn: true,
    };
    if (current.created && sameGroup(current.created, request)) {
      navigate(paths.groupSavings4);
      return;
    }
    try {
      const { transId, code } = await createGroup(request);
      const created: CreatedGroup = {
        transId,
        code: isPublic ? null : (code ?? null),
        isPublic,
        name: request.name,
        target: request.target,
        tgtDate: request.tgtDate,
        start: request.start,
        freq: request.freq,
        amount: request.cntr_amt,
      };
      groupDraft.value = { ...groupDraft.peek(), created };
      navigate(paths.groupSavings4);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <div className={styles.page}>
      <h1>{kind === 'private' ? 'Create a private group' : 'Create a public group'}</h1>
      <p className={styles.lead}>When does {form.name || 'the group'} start saving, and how much each time?</p>
      <div className={styles.panel}>
        <Banner messages={failure} />
        <Form<ScheduleValues> onSubmit={onSubmit} validate={validate} initialValues={{ start: form.start, freq: form.freq, amount: form.amount }}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <KeepInDraft<ScheduleValues> />
              <TextField name="start" label="Start date" type="date" min={todayInLagos()} max={form.tgtDate || undefined} />
              <ChoiceField name="freq" legend="Frequency" choices={FREQUENCIES} />
              <MoneyInput name="amount" label="Contribution amount" placeholder="e.g. 20,000" />
              <StepActions previous={kind === 'private' ? paths.groupSavings2 : paths.groupSavings1('public')} busyText={submitting && 'Creating your group…'} />
            </form>
          )}
        </Form>
      </div>
    </div>
  );
}
