/** §9 abbreviation helper: keeps `leading` and `trailing` characters around an ellipsis (2 and 2). */
export function abbreviate(value: string, leading = 2, trailing = 2): string {
  if (value.length <= leading + trailing + 1) return value;
  return `${value.slice(0, leading)}…${value.slice(value.length - trailing)}`;
}

/**
 * An address shown in short: the `0x` prefix stays and the helper's 2 + 2 characters apply to the
 * hex digits after it (`0xf3…66`), since "0x" alone tells nothing apart. The full address goes in
 * the element's title and accessible name.
 */
export function abbreviateAddress(address: string): string {
  return address.startsWith('0x') ? `0x${abbreviate(address.slice(2))}` : abbreviate(address);
}
