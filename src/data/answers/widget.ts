/**
 * My Widget and the operator's account: languages, widget theme and script, onboarding progress,
 * the prize pool's settings, the operator's update. Loaded with the first of these calls.
 */
import * as v from 'valibot';
import { maybe, nothing, shape, text } from './kit';

/** A value the page edits and sends back. */
const value = <S extends v.GenericSchema>(schema: S, about?: string) =>
  maybe(schema, `${about ? `${about} ` : ''}Absent: its field starts empty.`);
import { onboardingProgress, operatorInfo } from './startup';

const language = v.union([
  v.pipe(v.string(), v.description('A language code.')),
  shape({
    code: text('', 'A language code, e.g. en. Absent: the language is left out.'),
    name: maybe(v.string(), 'Absent: the code’s own name.'),
  }),
]);

/** The API may list languages bare or under `languages`; the page reads either. */
export const languages = v.pipe(
  v.union([v.array(language), shape({ languages: v.array(language) })]),
  v.description('Languages, as codes or {code, name}, in a list or under `languages`.'),
);

const image = maybe(
  shape({
    mini: maybe(v.string(), 'URL of the small image. Absent: none shown.'),
    original: maybe(v.string(), 'URL of the full image. Absent: none shown.'),
  }),
  'Absent: no image.',
);

export const widgetTheme = shape(
  {
    primaryColor: value(v.string(), '#RRGGBB.'),
    backgroundColor: value(v.string(), '#RRGGBB.'),
    textColor: value(v.string(), '#RRGGBB.'),
    fontFamily: value(v.string()),
    borderRadius: value(v.number()),
    images: maybe(
      shape({
        logo: image,
        banner: image,
        mini: maybe(v.string(), 'URL of the small image. Absent: none shown.'),
        original: maybe(v.string(), 'URL of the full image. Absent: none shown.'),
      }),
      'Absent: no images.',
    ),
  },
  'The widget’s look; keys the page does not edit are sent back unchanged.',
);

export const widget = shape(
  {
    widgetId: maybe(v.string(), 'Absent: “—”.'),
    enabled: maybe(v.boolean(), 'Absent: read as not enabled.'),
    apiKey: maybe(v.string(), 'Absent: “—”.'),
    scriptUrl: maybe(v.string(), 'The script the operator embeds. Absent: no script shown.'),
    allowedOrigins: maybe(v.array(v.string()), 'Absent: none listed.'),
  },
  'The widget’s installation details.',
);

export const prizePoolSettings = shape(
  {
    csvReportGenerationStatus: maybe(
      v.nullable(v.string()),
      'PENDING while the balances file is being generated, DONE once it can be downloaded. ' +
        'Absent or null: no file yet.',
    ),
    enabled: value(v.boolean(), 'On or off.'),
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

export type Language = v.InferOutput<typeof language>;
/** The languages as the API lists them (bare or under `languages`), sent back the same way. */
export type LanguageSelection = v.InferOutput<typeof languages>;
export type WidgetTheme = v.InferOutput<typeof widgetTheme>;
export type Widget = v.InferOutput<typeof widget>;
export type PrizePoolSettings = v.InferOutput<typeof prizePoolSettings>;
