// /app/groupsavings/joingroup1/{id}: the joiner's start date (not before the group's), frequency and
// amount; NEXT joins. The group comes in the history state (dashboard, challenges, code modal), from
// the draft after a reload, or, for a shared link, from the public groups.
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link, useLocation, useParams } from 'wouter';
import { is } from 'superstruct';
import { Group } from '../../api/groups.ts';
import { joinGroup, type JoinRequest } from '../../api/groups.ts';
import { getPublicGroups } from '../../api/groups.ts';
import { NAIRA } from '../../api/wire.ts';
import { fromToday, notAfter, notBefore, todayInLagos } from '../../lib/calendar.ts';
import { formatMoney, isNaira } from '../../lib/format.ts';
import { FREQUENCIES, frequencyName } from '../../lib/frequency.ts';
import { formatAmountInput, parseAmount } from '../../lib/money.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { emptyJoinDraft, joinDraft, type JoinForm } from '../../state/group-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { ReadOnlyField } from '../../ui/read-only-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { Facts } from '../../ui/facts.tsx';
import { groupCurrency, groupFacts } from './group-facts.tsx';
import { groupAmountRules } from './group-form-parts.tsx';
import * as styles from './groups.css.ts';

export const JOIN_REQUIRED = 'A plan Name is Required';
export const GROUP_MISSING = 'We could not find this group. Ask its owner for the group code, or pick a challenge.';
export const START_BEFORE_GROUP = "Choose a date on or after the group's start date";
export const START_AFTER_END = "Choose a date on or before the group's target date";
// Not in the spec (README, deviations): how members save is the owner's to decide (decide true, part 2).
export const OWNER_DECIDES = "This group's owner decides how members save: you contribute the group's contribution, as often as it says.";

const sameId = (group: Group, id: string) => String(group.id) === id;

/** The group the page was opened with: the history state, then the draft; null when neither is this group. */
function knownGroup(id: string): Group | null {
  const state: unknown = window.history.state;
  const passed = typeof state === 'object' && state !== null ? (state as { group?: unknown }).group : undefined;
  if (is(passed, Group) && sameId(passed, id)) return passed;
  const { group } = joinDraft.peek();
  return group && sameId(group, id) ? group : null;
}

function JoinScheduleForm({ group }: { group: Group }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  // Read once: a different group starts afresh; the same one carries on where it was.
  const [initialValues] = useState<JoinForm>(() => {
    const draft = joinDraft.peek();
    if (!draft.group || !sameId(draft.group, String(group.id))) joinDraft.value = { ...emptyJoinDraft(), group, viaCode: false };
    else joinDraft.value = { ...draft, group };
    return joinDraft.peek().form;
  });
  const earliest = () => (group.startDate.slice(0, 10) > todayInLagos() ? group.startDate.slice(0, 10) : todayInLagos());
  const latest = () => group.endDate?.slice(0, 10) ?? '';
  // When the owner decides, the joiner picks only the start: the amount and frequency are the group's.
  const ownerDecides = group.ownerDecide === true;
  const amountLabel = `Amount (${isNaira(groupCurrency(group)) ? 'Naira' : 'Dollars'})`;
  const validate = validator<JoinForm>({
    // A group that started already is joined from today: a day before it is refused as past, not as before the group.
    start: [required(JOIN_REQUIRED), fromToday, notBefore(() => group.startDate.slice(0, 10), START_BEFORE_GROUP), notAfter(latest, START_AFTER_END)],
    ...(ownerDecides ? {} : { freq: [required(JOIN_REQUIRED)], amount: groupAmountRules(JOIN_REQUIRED) }),
  });

  async function onSubmit(form: JoinForm) {
    setFailure([]);
    const values = ownerDecides ? { ...form, freq: String(group.frequency) } : form;
    const amount = ownerDecides ? group.contribution : parseAmount(values.amount)!;
    const { joined } = joinDraft.peek();
    if (joined && joined.start === values.start && joined.freq === values.freq && joined.amount === amount) {
      navigate(paths.joinGroup2);
      return;
    }
    const request: JoinRequest = {
      id: String(group.id),
      name: group.name,
      ccy: NAIRA,
      target: group.target,
      tgtDate: latest(),
      decide: group.ownerDecide ?? false,
      // A group found by its code is private; one picked from the challenges (or a shared link to one) is public.
      isPublic: !joinDraft.peek().viaCode,
      start: values.start,
      freq: values.freq as JoinRequest['freq'],
      earn: true,
      cntr_amt: amount,
    };
    try {
      const transId = await joinGroup(request);
      joinDraft.value = { ...joinDraft.peek(), joined: { transId, start: values.start, freq: values.freq, amount } };
      navigate(paths.joinGroup2);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby="join-group">
        <h2 id="join-group">{group.name}</h2>
        <Facts rows={groupFacts(group)} />
      </section>
      <div className={styles.panel}>
        <Banner messages={failure} />
        <Form<JoinForm> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <FormSpy<JoinForm>
                subscription={{ values: true }}
                onChange={({ values }) => {
                  joinDraft.value = { ...joinDraft.peek(), form: { start: values.start ?? '', freq: values.freq ?? '', amount: values.amount ?? '' } };
                }}
              />
              <TextField name="start" label="Start date" type="date" min={earliest()} max={latest() || undefined} />
              {ownerDecides ? (
                <>
                  <p className={styles.lead}>{OWNER_DECIDES}</p>
                  <ReadOnlyField label="Frequency" value={frequencyName(group.frequency)} />
                  <ReadOnlyField label={amountLabel} value={formatMoney(group.contribution, groupCurrency(group))} />
                </>
              ) : (
                <>
                  <ChoiceField name="freq" legend="Frequency" choices={FREQUENCIES} />
                  <MoneyInput name="amount" label={amountLabel} placeholder={`e.g. ${formatAmountInput(String(group.contribution))}`} />
                </>
              )}
              <button type="submit" className={buttons.block} disabled={submitting}>
                {submitting ? 'Joining the group…' : 'NEXT'}
              </button>
            </form>
          )}
        </Form>
      </div>
    </>
  );
}

function FromPublicGroups({ id }: { id: string }) {
  const groups = useLoad(getPublicGroups, [id]);
  if (groups.status === 'loading') return <p role="status">Loading the group…</p>;
  if (groups.status === 'failed') return <LoadFailure error={groups.error} onRetry={groups.reload} />;
  const group = groups.data.find((g) => sameId(g, id));
  if (!group) {
    return (
      <div className={styles.panel}>
        <p className={styles.empty}>{GROUP_MISSING}</p>
        <div className={styles.actions}>
          <Link href={paths.groupSavings} className={buttons.secondary}>
            Group savings
          </Link>
          <Link href={paths.publicGroup} className={buttons.secondary}>
            Join a challenge
          </Link>
        </div>
      </div>
    );
  }
  return <JoinScheduleForm group={group} />;
}

export default function JoinSchedulePage() {
  const { id = '' } = useParams<{ id: string }>();
  const [known] = useState(() => knownGroup(id));
  return (
    <div className={styles.page}>
      <h1>Join a group</h1>
      <p className={styles.lead}>Choose when you start, how often you save and how much each time.</p>
      {known ? <JoinScheduleForm group={known} /> : <FromPublicGroups id={id} />}
    </div>
  );
}
