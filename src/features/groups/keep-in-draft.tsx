// Steps 1 to 3 of a new group: what is typed is kept in the group draft as it is typed, so a reload or
// a step back loses nothing. Its own module, so a later step does not load step 1's form with it.
import { FormSpy } from 'react-final-form';
import { groupDraft } from '../../state/group-draft.ts';

/** Keeps what is typed in the draft, so a reload loses nothing. */
export function KeepInDraft<V extends object>() {
  return (
    <FormSpy<V>
      subscription={{ values: true }}
      onChange={({ values }) => {
        const draft = groupDraft.peek();
        // A cleared field (or an image still uploading) is undefined in the form: stored as '', so the draft still fits.
        const typed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
        groupDraft.value = { ...draft, form: { ...draft.form, ...typed } };
      }}
    />
  );
}
