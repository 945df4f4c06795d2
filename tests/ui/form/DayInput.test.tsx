import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseDay } from '../../../src/i18n/format';
import { DayInput } from '../../../src/ui/form/DayInput';

describe('a typed day is read in the console style or as an ISO day', () => {
  it.each([
    ['3 Nov 2026', '2026-11-03'],
    ['03 nov 2026', '2026-11-03'],
    ['3 November 2026', '2026-11-03'],
    ['29 Feb 2028', '2028-02-29'],
    [' 2026-01-31 ', '2026-01-31'],
  ])('%s → %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it.each(['31 Feb 2026', '2026-13-01', '10/31/2026', '3 Nox 2026', '', 'tomorrow'])(
    '%s is no day',
    (text) => {
      expect(parseDay(text)).toBeUndefined();
    },
  );
});

function Harness({ onChange, min }: { onChange: (day: string) => void; min?: string }) {
  const [day, setDay] = useState('2026-11-03');
  return (
    <DayInput
      label="From"
      value={day}
      min={min}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
    />
  );
}

describe('the day field', () => {
  it("shows the day as the console writes it, not the browser's locale", () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('3 Nov 2026');
  });

  it('takes a typed day on Enter and hands up the ISO day', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    await userEvent.type(field, '1 Jan 2026{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-01-01');
    await userEvent.tab();
    expect(field).toHaveValue('1 Jan 2026');
  });

  it('says what it wants for a text that is no day, keeps the text and hands nothing up', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    await userEvent.type(field, '10/31/2026');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('10/31/2026');
    expect(field).toHaveAccessibleDescription('Enter a date like 3 Nov 2026');
  });

  it('refuses a day before its minimum with the minimum in words', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} min="2026-10-01" />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    await userEvent.type(field, '30 Sep 2026{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription('Choose 1 Oct 2026 or later');
  });

  it('offers the calendar as a named button', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'From: open the calendar' })).toBeInTheDocument();
  });
});
