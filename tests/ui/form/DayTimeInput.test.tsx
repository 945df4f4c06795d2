import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { parseDateTime } from '../../../src/i18n/format';
import { FieldInput } from '../../../src/renderers/form/FieldInput';
import { DayTimeInput } from '../../../src/ui/form/DayTimeInput';
import { renderInAdmin } from '../../renderers/harness';

describe('a typed moment is read in the console style, in local time', () => {
  it.each([
    ['3 Nov 2026, 14:05', [2026, 10, 3, 14, 5]],
    ['3 Nov 2026 9:30', [2026, 10, 3, 9, 30]],
    ['03 november 2026, 00:00', [2026, 10, 3, 0, 0]],
    ['2026-11-03T23:59', [2026, 10, 3, 23, 59]],
    ['2026-11-03 14:05', [2026, 10, 3, 14, 5]],
  ] as const)('%s', (text, [y, m, d, h, min]) => {
    expect(parseDateTime(text)).toEqual(new Date(y, m, d, h, min));
  });

  it.each([
    '3 Nov 2026',
    '3 Nov 2026, 24:00',
    '3 Nov 2026, 14:60',
    '31 Feb 2026, 10:00',
    '',
    'soon',
  ])('%s is no moment', (text) => {
    expect(parseDateTime(text)).toBeUndefined();
  });
});

function Harness({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange: (v: unknown) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DayTimeInput
      label="Scheduled"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the day-and-time input', () => {
  const at = new Date(2026, 10, 3, 14, 5);

  it('shows the moment as the console writes it, not in the browser locale', () => {
    render(<Harness initial={at.toISOString()} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Scheduled' })).toHaveValue('3 Nov 2026, 14:05');
    expect(
      screen.getByRole('button', { name: 'Scheduled: open the calendar' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a moment typed as it reads', '4 Nov 2026, 09:30', new Date(2026, 10, 4, 9, 30).toISOString()],
    ['emptied', '', null],
    ['text that is no moment, kept for the form to name', 'next week', 'next week'],
  ])('hands up %s on blur', async (_case, typed, handed) => {
    const onChange = vi.fn();
    render(<Harness initial={at.toISOString()} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Scheduled' });
    await userEvent.clear(box);
    if (typed) await userEvent.type(box, typed);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(handed);
  });
});

describe("a form's date-time field", () => {
  const field = {
    field: 'scheduledAt',
    label: 'Scheduled',
    input: 'datetime',
    validators: [],
  } as never;

  function renderForm(onSubmit: (values: unknown) => void) {
    return renderInAdmin(
      <Form onSubmit={onSubmit} record={{ id: 1, scheduledAt: null }}>
        <FieldInput field={field} />
        <button type="submit">Save</button>
      </Form>,
      { dataProvider: {}, url: '/airdrop/create' },
    );
  }

  it('saves the typed moment as the API carries it', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const box = await screen.findByRole('textbox', { name: 'Scheduled' });
    await userEvent.type(box, '4 Nov 2026, 09:30');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      scheduledAt: new Date(2026, 10, 4, 9, 30).toISOString(),
    });
  });

  it('does not save text that is no moment, says why, and keeps the text', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const box = await screen.findByRole('textbox', { name: 'Scheduled' });
    await userEvent.type(box, 'next week');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a date and time like 3 Nov 2026, 14:05/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('next week');
  });
});
