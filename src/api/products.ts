// Product and currency codes (spec part 2, section 3), shared by every savings call.
/** Product codes (spec part 2, section 3): '0103' Stash, '0201' core and group savings, '0106' purse. */
export const ProductCode = { stash: '0103', core: '0201', purse: '0106' } as const;
export type ProductCode = (typeof ProductCode)[keyof typeof ProductCode];
/** Currency code 1 is Naira, the only currency offered for savings. */
export const NAIRA = '1';
