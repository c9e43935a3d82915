import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

function setup(props: Partial<OtpInputProps> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <OtpInput label="Authentication code" onChange={onChange} onComplete={onComplete} {...props} />,
  );
  const input = screen.getByRole('textbox', { name: 'Authentication code' });
  const boxes = () =>
    Array.from(utils.container.querySelectorAll('[aria-hidden="true"]')).filter(
      (el) => el.tagName === 'DIV',
    );
  return { ...utils, user, input, onChange, onComplete, boxes };
}

describe('OtpInput', () => {
  it('is ONE labelled field for screen readers, with one-time-code autofill and a numeric keyboard', () => {
    const { input, boxes } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    // The digits run left to right in Arabic too, box 1 on the left.
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(boxes()).toHaveLength(6);
  });

  it('keeps its label on the input when given an id (an error summary links to that id)', () => {
    const { input } = setup({ id: 'sms-code' });
    expect(input).toHaveAttribute('id', 'sms-code');
    expect(screen.getByText('Authentication code').closest('label')).toHaveAttribute(
      'for',
      'sms-code',
    );
  });

  it('shows each typed digit in its own box', async () => {
    const { user, input, boxes, onChange } = setup();
    await user.type(input, '482');
    expect(boxes().map((b) => b.textContent)).toEqual(['4', '8', '2', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('482');
  });

  it('fills every box from a pasted code, even with a space in it, and completes once', async () => {
    const { user, input, boxes, onComplete } = setup();
    await user.click(input);
    await user.paste('123 456');
    expect(boxes().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
    await user.type(input, '7');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('moves back with Backspace, and completes again when the code is complete again', async () => {
    const { user, input, boxes, onComplete } = setup();
    await user.type(input, '123456');
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxes().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '', '']);
    expect(boxes()[4]?.className).toMatch(/active/);
    await user.type(input, '59');
    expect(onComplete.mock.calls).toEqual([['123456'], ['123459']]);
  });

  it('types a new code over a selected old one', async () => {
    const { user, input, onComplete } = setup();
    await user.type(input, '123456');
    await user.tripleClick(input);
    await user.keyboard('654321');
    expect(input).toHaveValue('654321');
    expect(onComplete.mock.calls).toEqual([['123456'], ['654321']]);
  });

  it('refuses typed letters with a message instead of dropping them silently', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: The code can only contain digits Enter the 6-digit code',
    );
    await user.type(input, '3');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('keeps only the digits of a pasted code ("G-123456"), and refuses a paste without any', async () => {
    const { user, input, onComplete } = setup();
    await user.click(input);
    await user.paste('G-123456');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    await user.clear(input);
    await user.paste('Code: 98 76 54.');
    expect(input).toHaveValue('987654');
    await user.clear(input);
    await user.paste('hello');
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription(
      'Error: The code can only contain digits Enter the 6-digit code',
    );
  });

  it('lets a middle digit be corrected: arrow back to the third box and type over it', async () => {
    const { user, input, boxes, onChange, onComplete } = setup();
    await user.type(input, '123456');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(boxes()[2]?.className).toMatch(/active/);
    await user.keyboard('9');
    expect(input).toHaveValue('129456');
    expect(onChange).toHaveBeenLastCalledWith('129456');
    expect(onComplete.mock.calls).toEqual([['123456'], ['129456']]);
    // The next box is the one typing goes into now.
    expect(boxes()[3]?.className).toMatch(/active/);
    await user.keyboard('{Home}7');
    expect(input).toHaveValue('729456');
  });

  it('puts the caret in the box that was clicked', async () => {
    const { user, input, boxes } = setup({ defaultValue: '123456' });
    boxes().forEach((box, i) => {
      box.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: i * 50, y: 0, width: 44, height: 52 });
    });
    await user.pointer({
      keys: '[MouseLeft]',
      target: input,
      coords: { clientX: 110, clientY: 10 },
    });
    expect(boxes()[2]?.className).toMatch(/active/);
    await user.keyboard('0');
    expect(input).toHaveValue('120456');
  });

  it('takes Arabic-Indic digits and any length', async () => {
    const { user, input, onComplete } = setup({ length: 4 });
    expect(input).toHaveAttribute('maxlength', '4');
    await user.click(input);
    await user.paste('٤٨٢٩');
    expect(onComplete).toHaveBeenCalledWith('4829');
  });

  it('shows every error in the one error place of its field, between the label and the boxes', async () => {
    const { user, input, container } = setup();
    await user.type(input, '1a');
    const message = within(container).getByText('The code can only contain digits').closest('p')!;
    expect(message.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('p[id]')).toHaveLength(1);
  });

  it('shows the error from its label props or from a surrounding FormField', () => {
    const { input } = setup({ error: 'The code is wrong or has expired. Request a new one.' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: The code is wrong or has expired. Request a new one. Enter the 6-digit code',
    );
    render(
      <FormField label="SMS code" error="Enter the code">
        <OtpInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers the cancel action and a logo and heading area, in Arabic too', async () => {
    const onCancel = vi.fn();
    render(
      <UiProvider locale="ar">
        <OtpInput
          label="رمز التحقق"
          onCancel={onCancel}
          header={<h1>أدخل الرمز من تطبيق المصادقة</h1>}
        />
      </UiProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'أدخل الرمز من تطبيق المصادقة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رمز التحقق' })).toHaveAccessibleDescription(
      'أدخل الرمز المكوّن من 6 أرقام',
    );
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows a value from the caller and does not complete for it', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<OtpInput aria-label="Code" value="12" onComplete={onComplete} />);
    rerender(<OtpInput aria-label="Code" value="123456" onComplete={onComplete} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('123456');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('has no axe violations when empty, filled, refused, in error and disabled', async () => {
    const { container, user, input } = setup({
      onCancel: () => {},
      header: <p>Open your authenticator app</p>,
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.type(input, '12a');
    expect(await axeViolations(container)).toEqual([]);
    const other = render(
      <div>
        <OtpInput label="Code" error="The code has expired" defaultValue="123456" />
        <OtpInput label="Disabled code" disabled defaultValue="12" />
      </div>,
    );
    expect(await axeViolations(other.container)).toEqual([]);
  });
});
