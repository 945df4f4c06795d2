/** The stock part in the stand-in's place: react-admin's own DataTable body. */
export { DataTableBody as LeanTableBody } from 'react-admin';
