/**
 * Checks one answer against its schema: the checked value, with every default applied, or an
 * AnswerMismatch saying where the answer left the contract (never what it held: the report goes
 * to error reporting).
 *
 * A schema may also note a value it could not read but could do without (an unreadable figure or
 * date: ./kit `figure`, `date`): the answer is still used, that value unknown ("—"), and the noted
 * places come back as `unread` for the caller to report as the part's §8 report.
 */
import { safeParse, type BaseIssue, type GenericSchema, type InferOutput } from 'valibot';
import { AnswerMismatch } from '../HttpError';

const where = (issue: BaseIssue<unknown>): string =>
  `${(issue.path ?? []).map((step) => String(step.key)).join('.') || '(the body)'}: expected ${issue.expected ?? issue.message}`;

export interface Checked<T> {
  readonly value: T;
  /** The values read as unknown, or null when every value was read. */
  readonly unread: AnswerMismatch | null;
}

export function readAnswer<S extends GenericSchema>(
  schema: S,
  body: unknown,
): Checked<InferOutput<S>> {
  const result = safeParse(schema, body);
  const issues = result.issues ?? [];
  if (!result.typed) throw new AnswerMismatch(where(issues[0] as BaseIssue<unknown>));
  const unread = issues.length > 0 ? new AnswerMismatch(issues.map(where).join('; ')) : null;
  return { value: result.output as InferOutput<S>, unread };
}
