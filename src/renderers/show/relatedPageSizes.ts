/** spec-readings §7: small tables inside cards offer 10, 20, 50. */
export const RELATED_PAGE_SIZES = [10, 20, 50] as const;
