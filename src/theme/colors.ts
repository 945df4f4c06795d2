/** §1: the console is dark with a green primary colour. */
export const PRIMARY_GREEN = '#2fbf71';
/** §9: sidebar width. */
export const SIDEBAR_WIDTH = 236;
/** The sidebar's width when closed to its icons (react-admin's). */
export const SIDEBAR_CLOSED_WIDTH = 55;
