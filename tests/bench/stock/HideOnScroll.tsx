/** The stock part in the stand-in's place: react-admin's own HideOnScroll. */
export { HideOnScroll } from 'react-admin';
