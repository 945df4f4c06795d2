import { VALIDATOR_CATALOGUE } from '../src/validation/catalogue.js';
import type { ValidatorSpec } from '../src/validation/catalogue.js';

/**
 * JSON Schema of a validator reference `{name, params}`, built from the runtime's catalogue so
 * the schema can never accept a validator the runtime does not implement. The discriminator on
 * `name` makes ajv report exactly the wrong param instead of one error per oneOf branch.
 */
export function buildValidatorSchema(): Record<string, unknown> {
  const catalogue: Record<string, ValidatorSpec> = VALIDATOR_CATALOGUE;
  const branches = Object.entries(catalogue).map(([name, spec]) => {
    const paramEntries = Object.entries(spec.params);
    const required = paramEntries.filter(([, p]) => p.required).map(([k]) => k);
    const params: Record<string, unknown> = {
      type: 'object',
      properties: Object.fromEntries(paramEntries.map(([k, p]) => [k, { type: p.type }])),
      additionalProperties: false,
    };
    if (required.length > 0) params.required = required;
    const branch: Record<string, unknown> = {
      properties: { name: { const: name }, params },
      additionalProperties: false,
    };
    if (required.length > 0) branch.required = ['params'];
    return branch;
  });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'validator.schema.json',
    title: 'A named validator from src/validation/catalogue.ts (generated: run `npm run generate`)',
    type: 'object',
    properties: { name: { type: 'string' } },
    required: ['name'],
    discriminator: { propertyName: 'name' },
    oneOf: branches,
  };
}

export function validatorSchemaText(): string {
  return `${JSON.stringify(buildValidatorSchema(), null, 2)}\n`;
}

/** Compares by content so formatting the committed file (prettier) does not make it stale. */
export function validatorSchemaMatches(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(buildValidatorSchema());
  } catch {
    return false;
  }
}
