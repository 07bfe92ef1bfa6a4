// Group savings drafts: the group being created (its answers step by step, then the group the server
// created), and the group being joined (the group, the joiner's answers, then the join the server made).
import { boolean, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { Group } from '../api/groups.ts';
import { createDraft } from './drafts.ts';

export const GroupKind = enums(['private', 'public']);
export type GroupKind = Infer<typeof GroupKind>;

/** The creation form as typed (amounts with thousands separators, dates YYYY-MM-DD). */
export const GroupForm = object({
  name: string(),
  ccy: string(),
  target: string(),
  tgtDate: string(),
  /** 'true': the owner decides how members save; private groups only. */
  decide: string(),
  /** The image's upload reference, '' for none. */
  docId: string(),
  start: string(),
  freq: string(),
  amount: string(),
});
export type GroupForm = Infer<typeof GroupForm>;

export const CreatedGroup = object({
  /** What the first contribution is paid by (the spec's groupRef). */
  transId: string(),
  /** A private group's invitation code. */
  code: nullable(string()),
  isPublic: boolean(),
  name: string(),
  target: number(),
  tgtDate: string(),
  start: string(),
  freq: string(),
  amount: number(),
});
export type CreatedGroup = Infer<typeof CreatedGroup>;

export const GroupDraft = object({
  kind: nullable(GroupKind),
  form: GroupForm,
  /** Steps answered: 1 after the details, 2 after a private group's second step. */
  answered: number(),
  created: nullable(CreatedGroup),
});
export type GroupDraft = Infer<typeof GroupDraft>;

export const emptyGroupForm = (): GroupForm => ({ name: '', ccy: '', target: '', tgtDate: '', decide: '', docId: '', start: '', freq: '', amount: '' });
export const emptyGroupDraft = (): GroupDraft => ({ kind: null, form: emptyGroupForm(), answered: 0, created: null });

export const groupDraft = createDraft<GroupDraft>('group', emptyGroupDraft(), GroupDraft);

/** The steps a group of this kind needs answered before its schedule. */
export const stepsBeforeSchedule = (kind: GroupKind) => (kind === 'private' ? 2 : 1);

export const JoinForm = object({ start: string(), freq: string(), amount: string() });
export type JoinForm = Infer<typeof JoinForm>;

export const JoinedGroup = object({ transId: string(), start: string(), freq: string(), amount: number() });
export type JoinedGroup = Infer<typeof JoinedGroup>;

export const JoinDraft = object({
  group: nullable(Group),
  /** Found by its code (a private group) rather than picked from the challenges. */
  viaCode: boolean(),
  form: JoinForm,
  joined: nullable(JoinedGroup),
});
export type JoinDraft = Infer<typeof JoinDraft>;

export const emptyJoinDraft = (): JoinDraft => ({ group: null, viaCode: false, form: { start: '', freq: '', amount: '' }, joined: null });

export const joinDraft = createDraft<JoinDraft>('group-join', emptyJoinDraft(), JoinDraft);
