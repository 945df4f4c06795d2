import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ColumnValue } from '../../src/renderers/values/ColumnValue';
import { PREVIEW_SIZE } from '../../src/renderers/values/UrlValue';
import { renderInAdmin } from './harness';

/** A `type: url` column (a moderation proof) of one record, labelled by a test text. */
function renderProof(proof: unknown) {
  renderInAdmin(
    <RecordContextProvider value={{ id: 1, proof }}>
      <div data-testid="cell">
        <ColumnValue source="proof" type="url" label="test.proof" />
      </div>
    </RecordContextProvider>,
    { dataProvider: {}, url: '/', messages: { test: { proof: 'Proof' } } },
  );
  return screen.getByTestId('cell');
}

describe('type: url (the moderation proof)', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: behind a space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/proof.png'],
    ['relative', '/proof.png'],
    ['credentials', 'https://user:secret@proof.example.com/a.png'],
    ['plain http to a public host', 'http://proof.example.com/a.png'],
  ])('a URL the rule refuses (%s) is plain text: no anchor, no picture', (_, url) => {
    const cell = renderProof(url);
    expect(cell.querySelector('a')).toBeNull();
    expect(cell.querySelector('img')).toBeNull();
    expect(cell).toHaveTextContent(url.trim());
  });

  it('a picture: one link opening in a new tab that cannot reach back, with a fixed-size lazy preview naming the column', () => {
    const cell = renderProof('https://proof.example.com/3fa2b1c0.png');
    const link = within(cell).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://proof.example.com/3fa2b1c0.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    expect(link).toHaveAccessibleName(/opens in a new tab/);
    const img = within(link).getByRole('img', { name: 'Proof (picture)' });
    expect(img).toHaveAttribute('src', 'https://proof.example.com/3fa2b1c0.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', String(PREVIEW_SIZE));
    expect(img).toHaveAttribute('height', String(PREVIEW_SIZE));
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(link).toHaveTextContent('proof.example.com/3fa2b1c0.png');
  });

  it('a PDF: the link only, no preview', () => {
    const cell = renderProof('https://proof.example.com/receipt.pdf');
    const link = within(cell).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://proof.example.com/receipt.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(cell.querySelector('img')).toBeNull();
  });

  it('no proof: the empty-value dash, no anchor', () => {
    const cell = renderProof('');
    expect(cell.querySelector('a')).toBeNull();
    expect(cell).toHaveTextContent('—');
  });
});
