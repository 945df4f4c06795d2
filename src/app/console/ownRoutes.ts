/**
 * react-admin's own route for "this data is not yours to read" (List/Show/Edit controllers
 * navigate there when `canAccess` says no). The guard has no page at this path; the Gate hands
 * it to the console mount, where `<Admin accessDenied>` draws it.
 */
export const ACCESS_DENIED_PATH = '/access-denied';
