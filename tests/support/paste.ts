import type userEvent from '@testing-library/user-event';

/**
 * Puts `text` in the field as a paste: one change for the form, where typing key by key is not
 * what the test is about (and costs a render per key).
 */
export async function pasteInto(
  user: Pick<ReturnType<typeof userEvent.setup>, 'click' | 'paste'>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
