// A public group's shape, shared by the list of public groups (public-groups.ts) and a group's own calls
// (groups.ts): its own module, so a group screen does not load the customer's other calls with it.
import { boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

/** A public group as listed (spec part 2, section 3); the join screen receives it whole. */
export const PublicGroup = type({
  id: union([string(), number()]),
  code: optional(string()),
  name: string(),
  target: number(),
  startDate: string(),
  endDate: optional(string()),
  currency: optional(type({ code: union([string(), number()]) })),
  contribution: number(),
  ownerDecide: optional(boolean()),
  imageUrl: optional(nullable(string())),
  /** Days between contributions: 1 daily, 7 weekly, 30 monthly, 0 one time. */
  frequency: number(),
});
export type PublicGroup = Infer<typeof PublicGroup>;
