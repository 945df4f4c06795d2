import { BALANCES_FILE_NAME } from '../../data/api';

/** §9: the export's file name. */
export const USER_BALANCES_FILE = BALANCES_FILE_NAME;
/** §2: the dialog's maximum width. */
export const USER_BALANCE_DIALOG_MAX_WIDTH = 500;
