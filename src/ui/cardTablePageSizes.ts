/** spec-readings §7: a table inside a card offers 10, 20 or 50 rows a page, 10 at first. */
export const CARD_TABLE_PAGE_SIZES = [10, 20, 50] as const;
