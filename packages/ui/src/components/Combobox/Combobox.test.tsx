import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, preloadCombobox, type ComboboxProps } from './Combobox';
import { normalizeSearchText } from './search';
import { isApplePlatform } from './a11yStatus';
import { FormField } from '../FormField';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

interface Emirate {
  code: string;
  name: string;
  nameAr: string;
  region: string;
}
const emirates: Emirate[] = [
  { code: 'AZ', name: 'Abu Dhabi', nameAr: 'أبوظبي', region: 'West' },
  { code: 'DU', name: 'Dubai', nameAr: 'دبي', region: 'North' },
  { code: 'SH', name: 'Sharjah', nameAr: 'الشارقة', region: 'North' },
  { code: 'AJ', name: 'Ajman', nameAr: 'عجمان', region: 'North' },
  { code: 'UQ', name: 'Umm Al Quwain', nameAr: 'أم القيوين', region: 'North' },
  { code: 'RK', name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', region: 'North' },
  { code: 'FU', name: 'Fujairah', nameAr: 'الفجيرة', region: 'East' },
];
const base = {
  items: emirates,
  itemToKey: (e: Emirate) => e.code,
  itemToString: (e: Emirate) => e.name,
  itemToSearch: (e: Emirate) => ({ codes: [e.code], text: [e.name, e.nameAr] }),
  listLabel: 'Emirates',
} satisfies Partial<ComboboxProps<Emirate>>;

function Field(props: Partial<ComboboxProps<Emirate>> & { error?: string }) {
  const { error, ...rest } = props;
  return (
    <FormField label="Emirate" error={error} hint="Where you live">
      <Combobox<Emirate> {...base} {...rest} />
    </FormField>
  );
}

const status = () => document.getElementById('a11y-status-message');
async function heard(text: string | RegExp) {
  await waitFor(() => expect(status()?.textContent ?? '').toMatch(text));
}

// The combobox's code loads on first use (ComboboxStandIn.test.tsx covers that moment); here it is
// loaded, as it is once a person has come near the field.
beforeAll(async () => {
  await preloadCombobox();
});

describe('Combobox', () => {
  it('is a labelled combobox tied to a named listbox and a named toggle button (APG wiring)', async () => {
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAccessibleDescription('Where you live');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const toggle = screen.getByRole('button', { name: 'Show options', hidden: true });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Inside a FormField the listbox is named by the field's visible label.
    const listbox = screen.getByRole('listbox', { name: 'Emirate' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    expect(input).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Dubai');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(active()).toHaveTextContent('Fujairah');
    await userEvent.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(emirates[0]);
    expect(input).toHaveValue('Abu Dhabi');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters as the customer types, by code or by name in either language, and Enter takes the best match', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.type(input, 'al');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Umm Al Quwain',
      'Ras Al Khaimah',
    ]);
    await userEvent.clear(input);
    await userEvent.type(input, 'الشارقه');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sharjah']);
    await userEvent.clear(input);
    await userEvent.type(input, 'du{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(emirates[1]);
  });

  it('says "No results" and keeps the choice when nothing matches', async () => {
    const onChange = vi.fn();
    render(<Field defaultValue={emirates[1]} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(screen.getByText('No results.')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('zzz');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Dubai');
  });

  it('closes on Escape, restoring the text of the choice without clearing it', async () => {
    const onChange = vi.fn();
    render(<Field defaultValue={emirates[2]} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.type(input, 'x');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Sharjah');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('Sharjah');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the choice when the customer empties the field and leaves it', async () => {
    const onChange = vi.fn();
    render(<Field defaultValue={emirates[0]} onChange={onChange} name="emirate" />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    const hidden = document.querySelector('input[name="emirate"]');
    expect(hidden).toHaveValue('AZ');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(hidden).toHaveValue('');
  });

  it('opens with Alt+ArrowDown without highlighting, and ArrowUp highlights the last option', async () => {
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    input.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}{ArrowUp}');
    expect(
      document.getElementById(input.getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Fujairah');
  });

  it('announces the result count when it opens and the choice, not every highlight (NVDA, JAWS)', async () => {
    render(<Field announceHighlight={false} />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.click(input);
    await heard('7 results available. Use up and down arrow keys to move, Enter to choose.');
    const region = status();
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((r) => setTimeout(r, 300));
    expect(status()?.textContent ?? '').not.toMatch('Abu Dhabi');
    await userEvent.type(input, 'al');
    await heard('2 results available.');
    await userEvent.keyboard('{Enter}');
    await heard('Umm Al Quwain, selected.');
  });

  it('announces each highlighted option with its position for VoiceOver', async () => {
    render(<Field announceHighlight />);
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    await userEvent.click(input);
    await heard(/7 results available/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await heard('Dubai, 2 of 7.');
  });

  it('speaks Arabic in an Arabic UI, with Arabic plural forms', async () => {
    render(
      <UiProvider locale="ar">
        <Field announceHighlight={false} />
      </UiProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(
      screen.getByRole('button', { name: 'إظهار الخيارات', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(input);
    await heard(
      '7 نتائج متاحة. استخدم مفتاحي الأسهم لأعلى ولأسفل للتنقل، ومفتاح الإدخال للاختيار.',
    );
    await userEvent.type(input, 'ras');
    await heard('نتيجة واحدة متاحة.');
    await userEvent.keyboard('{Enter}');
    await heard('تم اختيار Ras Al Khaimah.');
  });

  it('shows group headings that are announced with their group but never chosen', async () => {
    const sorted = [...emirates].sort((a, b) => a.region.localeCompare(b.region));
    render(<Field items={sorted} groupBy={(e) => e.region} defaultOpen />);
    const groups = screen.getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['East', 'North', 'West']);
    expect(within(groups[1]!).getAllByRole('option')).toHaveLength(5);
    expect(screen.queryByRole('option', { name: 'North' })).toBeNull();
    const input = screen.getByRole('combobox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(
      document.getElementById(input.getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Dubai');
  });

  it('re-renders only the rows whose highlight changed when moving through a long list', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      code: `C${i}`,
      name: `Country ${i}`,
      nameAr: '',
      region: '',
    }));
    const renderItem = vi.fn((e: Emirate) => e.name);
    render(<Field items={many} renderItem={renderItem} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(renderItem).toHaveBeenCalledTimes(250);
    renderItem.mockClear();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(renderItem.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('hydrates a prerendered page as the server drew it (the stand-in), then becomes the real one', async () => {
    const page = <Field defaultValue={emirates[1]} name="emirate" />;
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(page);
    const standIn = screen.getByRole('combobox', { name: 'Emirate' });
    expect(standIn).not.toHaveAttribute('aria-controls');
    const mismatches = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, page, { onRecoverableError: mismatches });
    });
    const input = screen.getByRole('combobox', { name: 'Emirate' });
    expect(input).toHaveAttribute('aria-controls');
    expect(input).toHaveValue('Dubai');
    expect(screen.getByText('Where you live')).toBeInTheDocument();
    expect(mismatches).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root?.unmount());
    host.remove();
  });

  it('works outside a FormField with aria-label, and can be disabled', async () => {
    render(<Combobox<Emirate> {...base} aria-label="Emirate of residence" disabled />);
    const input = screen.getByRole('combobox', { name: 'Emirate of residence' });
    expect(input).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Show options', hidden: true }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds case, accents and Arabic letter variants when searching', () => {
    expect(normalizeSearchText('Curaçao')).toBe('curacao');
    expect(normalizeSearchText('الإمارات')).toBe(normalizeSearchText('الامارات'));
    expect(normalizeSearchText('  Côte d’Ivoire ')).toBe('cote d ivoire');
  });

  it('detects Apple platforms, where VoiceOver needs the highlight announced', () => {
    const spy = vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    expect(isApplePlatform()).toBe(true);
    spy.mockReturnValue('Win32');
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    expect(isApplePlatform()).toBe(false);
    spy.mockRestore();
    ua.mockRestore();
  });

  it('has no axe violations closed, open, grouped, invalid and disabled', async () => {
    const { container, rerender } = render(<Field defaultValue={emirates[1]} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <Field
        items={[...emirates].sort((a, b) => a.region.localeCompare(b.region))}
        groupBy={(e) => e.region}
        defaultOpen
        error="Choose an emirate"
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(<Field disabled />);
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
