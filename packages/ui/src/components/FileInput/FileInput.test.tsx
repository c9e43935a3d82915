import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput';
import { isAccepted, typeNames } from './accept';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const MB = 1024 * 1024;
const docs = ['application/pdf', 'image/jpeg', 'image/png'];
const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });
// A real picker lets customers switch to "All files", so the input's accept is not a guard.
const user = () => userEvent.setup({ applyAccept: false });

function Field(props: Partial<Parameters<typeof FileInput>[0]>) {
  return (
    <FormField
      label="Proof of address"
      hint="A utility bill or bank statement from the last 3 months"
    >
      <FileInput accept={docs} maxSize={5 * MB} {...props} />
    </FormField>
  );
}

describe('FileInput', () => {
  it('is a real, labelled file input described by its hint and requirements', () => {
    render(<Field />);
    const input = screen.getByLabelText('Proof of address');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription(
      'A utility bill or bank statement from the last 3 months PDF, JPG or PNG, smaller than 5 MB',
    );
  });

  it('lists a chosen file with its size and a named remove button, and announces it', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await user().upload(
      screen.getByLabelText('Proof of address'),
      file('bill.pdf', 'application/pdf', 2048),
    );
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'bill.pdf' })]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('bill.pdf')).toBeInTheDocument();
    expect(within(list).getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('bill.pdf added.');
    expect(screen.getByRole('button', { name: 'Remove bill.pdf' })).toBeInTheDocument();
  });

  it('refuses a wrong type and a file too large, each with a message naming it, and keeps the good one', async () => {
    const onReject = vi.fn();
    render(<Field multiple onReject={onReject} />);
    const input = screen.getByLabelText('Proof of address');
    await user().upload(input, [
      file('notes.docx', 'application/msword'),
      file('scan.png', 'image/png', 6 * MB),
      file('id.jpg', 'image/jpeg'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('notes.docx: The file must be a PDF, JPG or PNG');
    expect(alert).toHaveTextContent('scan.png: The file must be smaller than 5 MB');
    expect(onReject.mock.calls[0]![0].map((r: { reason: string }) => r.reason)).toEqual([
      'type',
      'size',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /Error: notes\.docx: The file must be a PDF, JPG or PNG/,
    );
  });

  it('says when a file is empty or one too many', async () => {
    render(<Field multiple maxFiles={2} />);
    const input = screen.getByLabelText('Proof of address');
    await user().upload(input, [
      file('a.pdf', 'application/pdf'),
      file('b.pdf', 'application/pdf'),
      file('c.pdf', 'application/pdf'),
      file('empty.pdf', 'application/pdf', 0),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('empty.pdf: The file is empty');
    expect(screen.getByRole('alert')).toHaveTextContent('c.pdf: Choose up to 2 files');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('replaces the file in single mode, and takes files dropped on the zone', async () => {
    const { container } = render(<Field />);
    await user().upload(
      screen.getByLabelText('Proof of address'),
      file('old.pdf', 'application/pdf'),
    );
    const zone = container.querySelector('[data-dragging]')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, {
      dataTransfer: { files: [file('new.png', 'image/png')], types: ['Files'] },
    });
    expect(zone).toHaveAttribute('data-dragging', 'false');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('new.png'),
    ]);
  });

  it('removes a file and moves focus to the next remove button, then back to the input', async () => {
    const u = user();
    render(<Field multiple />);
    const input = screen.getByLabelText('Proof of address');
    await u.upload(input, [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]);
    await u.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.getByRole('status')).toHaveTextContent('a.pdf removed.');
    expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('speaks Arabic in an Arabic UI', async () => {
    render(
      <UiProvider locale="ar">
        <FileInput accept={docs} maxSize={5 * MB} aria-label="إثبات العنوان" />
      </UiProvider>,
    );
    await user().upload(screen.getByLabelText('إثبات العنوان'), file('a.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'a.txt: يجب أن يكون الملف بصيغة PDF أو JPG أو PNG',
    );
    expect(screen.getByText('PDF أو JPG أو PNG، بحجم أقل من 5 ميغابايت')).toBeInTheDocument();
  });

  it('matches types by MIME type, wildcard or extension, and names them as customers know them', () => {
    expect(isAccepted(file('A.PDF', ''), ['.pdf'])).toBe(true);
    expect(isAccepted(file('x.heic', 'image/heic'), ['image/*'])).toBe(true);
    expect(isAccepted(file('x.gif', 'image/gif'), docs)).toBe(false);
    expect(typeNames(['.pdf', '.jpg', '.jpeg', 'image/png'])).toEqual(['PDF', 'JPG', 'PNG']);
  });

  it('has no axe violations empty, with files, with errors and disabled', async () => {
    const { container } = render(
      <div>
        <Field multiple defaultValue={[file('a.pdf', 'application/pdf')]} />
        <FormField label="Passport" error="Upload your passport">
          <FileInput accept={docs} disabled />
        </FormField>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user().upload(
      screen.getByLabelText('Proof of address'),
      file('n.docx', 'application/msword'),
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
