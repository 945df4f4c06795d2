/** The stock part in the stand-in's place: react-admin's own sidebar. */
export { Sidebar as ConsoleSidebar } from 'react-admin';
