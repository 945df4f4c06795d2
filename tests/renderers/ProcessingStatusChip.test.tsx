import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessingStatusChip } from '../../src/renderers/values/ProcessingStatusChip';

describe('ProcessingStatusChip (§4 processing status display)', () => {
  it.each([
    ['PENDING', 'Pending', 'secondary'],
    ['SUCCESS', 'Success', 'primary'],
    ['FAILED', 'Failed', 'error'],
    ['APPROVED', 'Approved', 'primary'],
    ['DECLINED', 'Declined', 'error'],
  ])('%s shows "%s" in the %s colour', (status, label, color) => {
    render(<ProcessingStatusChip status={status} />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveClass(`MuiChip-color${color[0]!.toUpperCase()}${color.slice(1)}`);
  });

  it('shows an unknown status as its code in the neutral colour', () => {
    render(<ProcessingStatusChip status="ARCHIVED" />);
    expect(screen.getByText('ARCHIVED').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorDefault',
    );
  });
});
