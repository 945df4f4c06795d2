/** Reloads the document: the only cure for a chunk an older deploy referenced. An object, so tests can watch it. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
