import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../../generators/generate';
import type { PageDef } from '../../src/model/types';
import { FormRenderer } from '../../src/renderers/form/FormRenderer';
import type { FormPage } from '../../src/renderers/shared/pageKinds';
import { validationMessagesEn } from '../../src/validation';
import { renderInAdmin } from './harness';

const FIXTURE = resolve('tests/generators/fixtures/valid-minimal/schema');
const work = mkdtempSync(join(tmpdir(), 'yaml-field-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Evaluates a data literal of a generated module (plain data, as the emitter writes it). */
function literal<T>(moduleText: string, pattern: RegExp): T {
  const match = pattern.exec(moduleText);
  if (!match?.[1]) throw new Error(`no ${String(pattern)} in the generated module`);
  return new Function(`return (${match[1]});`)() as T;
}

describe('a product person adds a form field in YAML only', () => {
  it('regenerates, and the rendered form enforces both declared validators with their §5 messages', async () => {
    const schemaDir = join(work, 'schema');
    cpSync(FIXTURE, schemaDir, { recursive: true });
    const file = join(schemaDir, 'sections/missions.yaml');
    const yaml = readFileSync(file, 'utf8');
    // The edit: one new field with two named validators, nothing else.
    const edited = yaml.replace(
      '      fields:\n',
      [
        '      fields:',
        '        - field: slug',
        '          label: Slug',
        '          validators:',
        '            - { name: required, params: { label: Slug } }',
        '            - { name: latinDigitsHyphen }',
        '',
      ].join('\n'),
    );
    expect(edited).not.toBe(yaml);
    writeFileSync(file, edited);

    const out = join(work, 'out');
    const result = await generate({
      schemaDir,
      outDir: out,
      registryFile: resolve('src/app/pageRegistry.ts'),
    });
    expect(result.problems).toEqual([]);
    const pages = literal<Record<string, PageDef>>(
      readFileSync(join(out, 'pages.ts'), 'utf8'),
      /export const PAGES = ([\s\S]*?) as const satisfies/,
    );
    const page = pages.Missions!;
    expect(page.kind).toBe('create');
    const messages = literal<Record<string, unknown>>(
      readFileSync(join(out, 'messages.ts'), 'utf8'),
      /export const MESSAGES_EN = ([\s\S]*?) as const;/,
    );

    const create = vi.fn(() => Promise.resolve({ data: { id: 1 } }));
    renderInAdmin(<FormRenderer page={page as FormPage} />, {
      dataProvider: { create: create as never },
      url: '/missions',
      messages: { ...messages, ...validationMessagesEn },
    });
    const user = userEvent.setup();
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    await user.type(slug, 'spring sale!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only latin letters and number available')).toBeInTheDocument();
    await user.clear(slug);
    expect(await screen.findByText('Slug is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
