// Join a private group by its code: a modal of two steps, the code, then the group's facts with
// Cancel (back to the code) or NEXT (to the joiner's schedule). A failed lookup says why for 3 s.
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import type { Group } from '../../api/groups.ts';
import { findGroupByCode } from '../../api/groups.ts';
import { required, validator } from '../../lib/rules.ts';
import { emptyJoinDraft, joinDraft } from '../../state/group-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Facts } from '../../ui/facts.tsx';
import { GROUP_RATE_TEXT, groupFacts } from './group-facts.tsx';
import * as styles from './groups.css.ts';
import { paths } from '../../paths.ts';

export const CODE_REQUIRED = 'The Group code is required';
/** How long a failed lookup's message stays (spec part 2, section 8). */
export const CODE_MESSAGE_MS = 3_000;

interface CodeValues {
  code: string;
}

const validate = validator<CodeValues>({ code: [required(CODE_REQUIRED)] });

export function JoinCodeModal({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const [group, setGroup] = useState<Group | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (!failure.length) return undefined;
    const timer = setTimeout(() => setFailure([]), CODE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  async function find(values: CodeValues) {
    setFailure([]);
    setCode(values.code);
    try {
      setGroup(await findGroupByCode(values.code));
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  function next(found: Group) {
    joinDraft.value = { ...emptyJoinDraft(), group: found, viaCode: true };
    navigate(paths.joinGroup1(found.id), { state: { group: found } });
  }

  return (
    <Modal title="Join a private group" onClose={onClose}>
      {group ? (
        <div>
          <p className={styles.lead}>This is the group the code {code.trim()} belongs to.</p>
          <Facts rows={[...groupFacts(group), ['Interest rate', GROUP_RATE_TEXT]]} label="The group" />
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => setGroup(null)}>
              Cancel
            </button>
            <button type="button" className={buttons.primary} onClick={() => next(group)}>
              NEXT
            </button>
          </div>
        </div>
      ) : (
        <>
          <Banner messages={failure} />
          <Form<CodeValues> onSubmit={find} validate={validate} initialValues={{ code }}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={(e) => void handleSubmit(e)} noValidate>
                <TextField name="code" label="Group code" hint="The code the group's owner shared with you" autoComplete="off" autoCapitalize="characters" data-autofocus />
                <button type="submit" className={buttons.block} disabled={submitting}>
                  {submitting ? 'Finding the group…' : 'NEXT'}
                </button>
              </form>
            )}
          </Form>
        </>
      )}
    </Modal>
  );
}
