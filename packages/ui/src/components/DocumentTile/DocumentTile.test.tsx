import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentTile } from './DocumentTile';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('DocumentTile', () => {
  it('shows the name, type and size, and a determinate progress bar while uploading', () => {
    const { container } = render(
      <DocumentTile
        name="passport.pdf"
        type="PDF"
        size={1_258_291}
        status="uploading"
        progress={45.4}
      />,
    );
    expect(container).toHaveTextContent('passport.pdf');
    expect(container).toHaveTextContent('PDF · 1.2 MB');
    const bar = screen.getByRole('progressbar', { name: 'Upload of passport.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 45%');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the progress between 0 and 100', () => {
    render(<DocumentTile name="a.pdf" status="uploading" progress={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('announces the outcome once through the status it had from the start: uploaded, or refused with the reason', () => {
    const { rerender } = render(
      <DocumentTile name="passport.pdf" status="uploading" progress={90} />,
    );
    const status = screen.getByRole('status');
    rerender(<DocumentTile name="passport.pdf" status="uploaded" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Uploaded');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(
      <DocumentTile
        name="passport.pdf"
        status="rejected"
        error="The file must be smaller than 5 MB"
      />,
    );
    expect(status).toHaveTextContent('Not accepted: The file must be smaller than 5 MB');
  });

  it('offers Replace and Remove, named after the file, from the keyboard', async () => {
    const onReplace = vi.fn();
    const onRemove = vi.fn();
    render(
      <DocumentTile
        name="emirates-id-front.jpg"
        status="rejected"
        error="The photo is blurred"
        onReplace={onReplace}
        onRemove={onRemove}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Replace emirates-id-front.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove emirates-id-front.jpg' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onReplace).toHaveBeenCalledOnce();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('speaks Arabic', () => {
    render(
      <UiProvider locale="ar">
        <DocumentTile name="جواز.pdf" status="uploading" progress={10} onReplace={() => {}} />
      </UiProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'تحميل جواز.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'جارٍ التحميل، 10%',
    );
    expect(screen.getByRole('button', { name: 'استبدال جواز.pdf' })).toHaveTextContent('استبدال');
  });

  it('has no axe violations uploading, uploaded and rejected', async () => {
    const { container } = render(
      <div>
        <DocumentTile
          name="a.pdf"
          type="PDF"
          size={2048}
          status="uploading"
          progress={30}
          onRemove={() => {}}
        />
        <DocumentTile name="b.jpg" status="uploaded" onReplace={() => {}} onRemove={() => {}} />
        <DocumentTile
          name="c.png"
          status="rejected"
          error="The file must be a PDF, JPG or PNG"
          onReplace={() => {}}
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
