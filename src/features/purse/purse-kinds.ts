// The purse types (spec part 2, section 2), spelt as the spec spells them, 'Entertaiment' included,
// in the picker and in the route alike.
export const PURSE_TYPES = ['Custom', 'Family', 'TGIF', 'Dinner Date', 'Movies', 'Shopping', 'Entertaiment'] as const;

export const isPurseType = (type: string) => (PURSE_TYPES as readonly string[]).includes(type);
