import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { emirateProps, emirates, type Emirate } from './testEmirates';
import { FormField } from '../FormField';
import { axeViolations } from '../../../test/axe';

// The combobox's module arrives when the test says so: the moment between coming to the field and
// the real combobox, which a person on a slow connection sees. The tests below run in order and
// share that one moment, as the page's fields do.
let requested = false;
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./ComboboxControl', async (importOriginal) => {
  requested = true;
  await arrived;
  return importOriginal();
});

describe('Combobox: its code loads on first use', () => {
  it('shows a labelled stand-in of the closed field, with the choice, hint, error and required state, and loads nothing yet', async () => {
    const { container } = render(
      <FormField
        label="Emirate"
        hint="Where you live"
        error="Choose the emirate you live in"
        required
      >
        <Combobox<Emirate> {...emirateProps} defaultValue={emirates[2]} name="emirate" />
      </FormField>,
    );
    const input = screen.getByRole('combobox', { name: /Emirate/ });
    expect(input).toHaveValue('Sharjah');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(/Where you live/);
    expect(input).toHaveAccessibleDescription(/Choose the emirate you live in/);
    expect(screen.getByRole('button', { name: 'Show options', hidden: true })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(container.querySelector('input[name="emirate"]')).toHaveValue('SH');
    expect(await axeViolations(container)).toEqual([]);
    expect(requested).toBe(false);
  });

  it('is disabled and shows its placeholder as the real one does', () => {
    render(
      <>
        <Combobox<Emirate>
          {...emirateProps}
          aria-label="Emirate"
          disabled
          defaultValue={emirates[0]}
        />
        <Combobox<Emirate>
          {...emirateProps}
          aria-label="Emirate of birth"
          placeholder="Type an emirate"
        />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Emirate' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Emirate of birth' })).toHaveAttribute(
      'placeholder',
      'Type an emirate',
    );
    expect(requested).toBe(false);
  });

  it('starts loading when the pointer comes over the field', async () => {
    const user = userEvent.setup();
    render(<Combobox<Emirate> {...emirateProps} aria-label="Emirate" />);
    await user.hover(screen.getByRole('combobox', { name: 'Emirate' }));
    expect(requested).toBe(true);
  });

  it('keeps the focus and every key pressed while it loads, then carries on in the real one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <FormField label="Emirate">
          <Combobox<Emirate> {...emirateProps} onChange={onChange} />
        </FormField>
      </form>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Emirate' });
    await user.type(standIn, 'ra');
    expect(standIn).toHaveValue('ra');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the options…');
    expect(await axeViolations(container)).toEqual([]);

    arrive();
    // Typing on while the code arrives: the keys go to whichever input has focus at that moment,
    // and Enter chooses the best match in either (never submits the form).
    await user.keyboard('s a{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(emirates[5]), { timeout: 15_000 });
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(input).not.toBe(standIn);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Ras Al Khaimah');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'du');
    expect(
      within(screen.getByRole('listbox', { name: 'Emirate' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dubai']);
    expect((input as HTMLInputElement).selectionStart).toBe(2);
  });

  it('renders the real combobox at once on every later mount', () => {
    render(<Combobox<Emirate> {...emirateProps} aria-label="Emirate" />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(input).toHaveAttribute('aria-controls');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
