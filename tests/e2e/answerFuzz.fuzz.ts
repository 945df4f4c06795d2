/**
 * Answers fuzzed, the full grid: every account's routes, the walk and then
 * more visits until every mutation of every answer is met (support/answerFuzzRun.ts).
 * `npm run test:fuzz`, on its own; FUZZ_SEED=n repeats a run (its seed is printed first),
 * FUZZ_ALL_OPS=1 takes every field all three ways.
 */
import { fuzzAnswers } from './support/answerFuzzRun';

fuzzAnswers({
  seed: process.env.FUZZ_SEED
    ? Number(process.env.FUZZ_SEED)
    : Math.floor(Math.random() * 1_000_000),
  allOps: process.env.FUZZ_ALL_OPS === '1',
  oneAccountPerRole: false,
  accountsPerRoute: Infinity,
  pageAnswersToTheEnd: true,
});
