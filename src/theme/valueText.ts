/**
 * A value's text in tables, phone rows and record pages: MUI's body2 as one class, styled once by
 * the console theme's baseline (theme.ts), not a Typography each (an Emotion style, a hook and a
 * component per value: a page of rows draws ~40 values on a phone's first screen).
 */
export const VALUE_TEXT = 'value-text';
/** With VALUE_TEXT: a missing value's dash, in the secondary text colour. */
export const VALUE_MISSING = 'value-missing';
