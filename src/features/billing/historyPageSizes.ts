/** §9 (spec-readings 7): tables inside cards offer 10, 20, 50 rows; default 10. */
export const HISTORY_PAGE_SIZES = [10, 20, 50];
