/** §1: the console is dark with a green primary colour. */
export const PRIMARY_GREEN = '#2fbf71';
/** §9: sidebar width. */
export const SIDEBAR_WIDTH = 236;
