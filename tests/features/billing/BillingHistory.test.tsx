import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BillingHistory } from '../../../src/features/billing/BillingHistory';
import { renderBilling } from './support';

/** The history with one invoice row whose file is at `invoiceUrl`. */
async function historyWith(invoiceUrl: string) {
  const row = {
    id: 1,
    description: 'Growth plan, monthly',
    amount: 199,
    status: 'PAID',
    invoiceUrl,
    createdAt: '2026-10-01T10:00:00Z',
  };
  renderBilling(<BillingHistory />, {
    api: { getList: vi.fn(async () => ({ data: [row], total: 1 })) },
  });
  const table = await screen.findByRole('table', { name: 'Billing history' });
  return within(table).getAllByRole('row')[1]!;
}

describe('billing history invoices pass the safe-URL rule', () => {
  it('an https invoice is a Download link in a new tab', async () => {
    const row = await historyWith('https://billing.example.com/invoices/1.pdf');
    const link = within(row).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', 'https://billing.example.com/invoices/1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
    '//evil.example/1.pdf',
    '/invoices/1.pdf',
  ])('%s is plain text, never an anchor', async (invoiceUrl) => {
    const row = await historyWith(invoiceUrl);
    expect(row.querySelector('a')).toBeNull();
    expect(row).toHaveTextContent(invoiceUrl);
  });
});
