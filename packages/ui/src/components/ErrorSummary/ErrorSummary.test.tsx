import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

function Form({ problems }: { problems: ErrorSummaryItem[] }) {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors([...problems]);
      }}
    >
      <ErrorSummary errors={errors} />
      <FormField
        label="Email address"
        id="email"
        error={errors.find((e) => e.fieldId === 'email')?.message}
      >
        <TextInput />
      </FormField>
      <FormField label="Password" id="password">
        <TextInput />
      </FormField>
      <button type="submit">Log in</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while there is no problem', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "There is a problem", lists each problem as a link to its field, and takes focus', async () => {
    render(<Form problems={[{ fieldId: 'email', message: 'Enter your email address' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your email address' })).toHaveAttribute(
      'href',
      '#email',
    );
  });

  it('takes focus again on every failed submit', async () => {
    render(<Form problems={[{ fieldId: 'email', message: 'Enter your email address' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('moves focus to the field when its link is followed', async () => {
    render(<Form problems={[{ fieldId: 'email', message: 'Enter your email address' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
  });

  it('shows a problem that belongs to no field as its description', () => {
    render(<ErrorSummary errors={[]} description="Your session ended: log in again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ended: log in again.');
  });

  it('speaks Arabic inside an Arabic UiProvider', () => {
    render(
      <UiProvider locale="ar-AE">
        <ErrorSummary errors={[{ fieldId: 'x', message: 'أدخل بريدك الإلكتروني' }]} />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'هناك مشكلة' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Form problems={[{ fieldId: 'email', message: 'Enter your email address' }]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
