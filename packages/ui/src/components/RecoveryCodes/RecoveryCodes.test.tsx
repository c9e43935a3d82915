import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from './RecoveryCodes';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const codes = ['ABCDE-FGH23', 'JKLMN-PQR45', 'STUVW-XYZ67'];

describe('RecoveryCodes', () => {
  it('lists every code in a named list', () => {
    render(<RecoveryCodes codes={codes} />);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
  });

  it('copies all the codes, one per line', async () => {
    const user = userEvent.setup();
    render(<RecoveryCodes codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
  });

  it('downloads them as a text file with its heading', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('sadu-codes.txt');
    });
    render(
      <RecoveryCodes
        codes={codes}
        fileName="sadu-codes.txt"
        fileHeading="Sadu Bank recovery codes"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download the codes' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(await created[0]?.text()).toBe(`Sadu Bank recovery codes\n\n${codes.join('\n')}\n`);
  });

  it('speaks Arabic inside an Arabic UiProvider, keeping the codes left to right', () => {
    render(
      <UiProvider locale="ar-AE">
        <RecoveryCodes codes={codes} />
      </UiProvider>,
    );
    expect(screen.getByRole('list', { name: 'رموز الاسترداد' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تنزيل الرموز' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<RecoveryCodes codes={codes} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
