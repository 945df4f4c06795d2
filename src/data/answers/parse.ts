/**
 * Checks one answer against its schema (issue 27): the checked value, with every default applied,
 * or an AnswerMismatch saying where the answer left the contract (never what it held: the
 * report goes to error reporting).
 */
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { AnswerMismatch } from '../HttpError';

export function checkAnswer<S extends GenericSchema>(schema: S, body: unknown): InferOutput<S> {
  const result = safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = (issue.path ?? []).map((step) => String(step.key)).join('.');
  throw new AnswerMismatch(`${path || '(the body)'}: expected ${issue.expected ?? issue.type}`);
}
