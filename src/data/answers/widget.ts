/**
 * My Widget and the operator's account: languages, widget theme and script, onboarding progress,
 * the prize pool's settings, the operator's update. Loaded with the first of these calls.
 */
import * as v from 'valibot';
import { maybe, nothing, shape, text } from './kit';
import { onboardingProgress, operatorInfo } from './startup';

const language = v.union([
  v.pipe(v.string(), v.description('A language code.')),
  shape({ code: text('', 'A language code, e.g. en.'), name: maybe(v.string()) }),
]);

/** The API may list languages bare or under `languages`; the page reads either. */
export const languages = v.pipe(
  v.union([v.array(language), shape({ languages: v.array(language) })]),
  v.description('Languages, as codes or {code, name}, in a list or under `languages`.'),
);

const image = maybe(
  shape({
    mini: maybe(v.string(), 'URL of the small image.'),
    original: maybe(v.string(), 'URL of the full image.'),
  }),
);

export const widgetTheme = shape(
  {
    primaryColor: maybe(v.string(), '#RRGGBB'),
    backgroundColor: maybe(v.string(), '#RRGGBB'),
    textColor: maybe(v.string(), '#RRGGBB'),
    fontFamily: maybe(v.string()),
    borderRadius: maybe(v.number()),
    images: maybe(
      shape({ logo: image, banner: image, mini: maybe(v.string()), original: maybe(v.string()) }),
    ),
  },
  'The widget’s look; keys the page does not edit are sent back unchanged.',
);

export const widget = shape(
  {
    widgetId: maybe(v.string()),
    enabled: maybe(v.boolean()),
    apiKey: maybe(v.string()),
    scriptUrl: maybe(v.string()),
    allowedOrigins: maybe(v.array(v.string())),
  },
  'The widget’s installation details.',
);

export const prizePoolSettings = shape(
  {
    csvReportGenerationStatus: maybe(
      v.nullable(v.string()),
      'PENDING while the balances file is being generated, DONE once it can be downloaded.',
    ),
    enabled: maybe(v.boolean()),
  },
  'The prize pool’s settings.',
);

export const ANSWERS = {
  'operator.update': v.optional(operatorInfo),
  'languages.all': languages,
  'languages.get': languages,
  'languages.update': v.optional(languages),
  'widgetTheme.get': v.optional(widgetTheme),
  'widgetTheme.update': v.optional(widgetTheme),
  'widget.get': widget,
  'onboarding.update': v.optional(onboardingProgress),
  'members.invite': nothing,
  'prizePool.settings': prizePoolSettings,
  'prizePool.updateSettings': v.optional(prizePoolSettings),
} as const;
