/**
 * Server-side checks of request bodies. The messages follow §5 where it gives one, so a form that
 * shows `errors.field` next to its input reads like its own validation.
 */
import isEmail from 'validator/lib/isEmail';
import isURL from 'validator/lib/isURL';

type Check = string | undefined;

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function required(v: unknown, label: string): Check {
  if (v === 0 || v === '0') return undefined;
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    ? `${label} is required`
    : undefined;
}

export function email(v: unknown, label = 'Email'): Check {
  return required(v, label) ?? (isEmail(String(v)) ? undefined : 'Email must be valid');
}

export function password(v: unknown): Check {
  const missing = required(v, 'Password');
  if (missing) return missing;
  const p = String(v);
  if (/\s/.test(p)) return 'No blank spaces allowed';
  if (!/\d/.test(p)) return 'At least one digit';
  if (!/[a-z]/.test(p) || !/[A-Z]/.test(p))
    return 'At least one uppercase and one lowercase letter';
  if (p.length < 8) return 'At least 8 characters';
  return undefined;
}

export function maxLength(v: unknown, max: number): Check {
  return typeof v === 'string' && v.length > max ? `Max ${max} symbols.` : undefined;
}

export function minLength(v: unknown, min: number): Check {
  return typeof v === 'string' && v.length < min ? `Minimum ${min} characters length` : undefined;
}

export function optionalUrl(v: unknown): Check {
  if (v === undefined || v === null || v === '') return undefined;
  return typeof v === 'string' && isURL(v, { require_protocol: true, protocols: ['http', 'https'] })
    ? undefined
    : 'Please enter valid URL';
}

/** A number given as a number or numeric string; undefined when it is not one. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

export function positive(
  v: unknown,
  label: string,
  opts: { allowZero?: boolean; integer?: boolean; max?: number; decimals?: number } = {},
): Check {
  const missing = required(v, label);
  if (missing) return missing;
  const n = toNumber(v);
  if (n === undefined) return 'Value should be a valid number';
  if (opts.allowZero ? n < 0 : n <= 0) return 'Value should be positive number';
  if (opts.integer && !Number.isInteger(n)) return 'Value should be integer number';
  if (opts.max !== undefined && n > opts.max)
    return `Value must be less than or equal to ${opts.max}`;
  if (opts.decimals !== undefined) {
    const fraction = String(v).split('.')[1] ?? '';
    if (fraction.length > opts.decimals) return `Max ${opts.decimals} digits after floating point`;
  }
  return undefined;
}

export function optionalBoolean(v: unknown, label: string): Check {
  return v === undefined || typeof v === 'boolean' ? undefined : `${label} must be true or false`;
}

export function oneOf(v: unknown, allowed: readonly string[], label: string): Check {
  return (
    required(v, label) ??
    (allowed.includes(String(v)) ? undefined : `${label} must be one of ${allowed.join(', ')}`)
  );
}
