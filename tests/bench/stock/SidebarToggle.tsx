/** The stock part in the stand-in's place: react-admin's own sidebar toggle (a tooltip around the button). */
export { SidebarToggleButton as SidebarToggle } from 'react-admin';
