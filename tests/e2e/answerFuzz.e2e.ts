/**
 * Answers fuzzed, reduced for CI (about a quarter of the full grid's visits):
 * one account per role, seed 1, each route opened by the first two roles that may open it, with
 * the start-up answers and the page's own spoilt, one mutation each, in turn. Every start-up
 * mutation is met; the page answers' mutations these visits leave unmet are the full grid's
 * (`npm run test:fuzz`, support/answerFuzzRun.ts).
 */
import { fuzzAnswers } from './support/answerFuzzRun';

fuzzAnswers({
  seed: 1,
  allOps: false,
  oneAccountPerRole: true,
  accountsPerRoute: 2,
  pageAnswersToTheEnd: false,
});
