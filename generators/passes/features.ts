import type { FeaturesDef } from '../../src/model/types.js';
import type { RawFeatures } from '../raw.js';
import type { Context } from './context.js';

/** Declares feature flags, feature groups and features. */
export function featuresPass(ctx: Context): FeaturesDef {
  const src = ctx.files.features;
  const raw = src.data as RawFeatures;
  raw.flags.forEach((fl, i) => {
    if (ctx.flags.includes(fl))
      ctx.duplicate(src, ['flags', i], 'duplicateDeclaration', 'flag', fl);
    else ctx.flags.push(fl);
  });
  return {
    flags: ctx.flags,
    groups: raw.groups.flatMap((g, i) => {
      if (ctx.groupCodes.includes(g.code)) {
        ctx.duplicate(src, ['groups', i, 'code'], 'duplicateDeclaration', 'feature group', g.code);
        return [];
      }
      ctx.groupCodes.push(g.code);
      g.features.forEach((feat, j) => {
        if (ctx.featureCodes.includes(feat))
          ctx.duplicate(src, ['groups', i, 'features', j], 'duplicateDeclaration', 'feature', feat);
        else ctx.featureCodes.push(feat);
      });
      return [
        {
          code: g.code,
          label: ctx.msgs.add(`features.groups.${g.code}`, g.label, src, ['groups', i, 'label']),
          features: g.features,
          noCode: g.noCode ?? false,
          popular: g.popular ?? false,
        },
      ];
    }),
  };
}
