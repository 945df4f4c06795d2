import type { Rule } from 'eslint';

export declare const ROOMS: readonly string[];
export declare const folderOrder: Rule.RuleModule;
declare const plugin: { readonly rules: Readonly<Record<string, Rule.RuleModule>> };
export default plugin;
