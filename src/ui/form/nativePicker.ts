/**
 * Opens the browser's own picker of a hidden date or date-time input, where the browser lets a
 * page do so; elsewhere a click on the input does what it can. Typing stays the main way in.
 */
export function openNativePicker(input: HTMLInputElement | null) {
  if (!input) return;
  if (typeof input.showPicker === 'function') {
    try {
      input.showPicker();
      return;
    } catch {
      // Not allowed here (no user gesture, a cross-origin frame): the field stays to type in.
    }
  }
  input.click();
}
