/**
 * Answers fuzzed (issue 27, item 3), reduced for CI: one account per role, one seed, each route ×
 * role opened once with its start-up answers and its own spoilt (one mutation each, in turn); the
 * page answers' mutations those visits leave unmet are the full grid's (`npm run test:fuzz`).
 */
import { fuzzAnswers } from './support/answerFuzzRun';

fuzzAnswers({ seed: 1, allOps: false, oneAccountPerRole: true, pageAnswersToTheEnd: false });
