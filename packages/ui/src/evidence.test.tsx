import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectEvidence, readModes, storyIdPrefix, testTitles } from '../docs/evidence/collect';
import { EvidenceView } from '../docs/blocks/EvidenceView';

const root = path.resolve(__dirname, '..');
const evidence = collectEvidence(root);

describe('evidence on the component pages', () => {
  it('takes the modes from the story checker’s own list (test/stories/modes.json)', () => {
    const runner = readFileSync(path.join(root, 'test/stories/run.mjs'), 'utf8');
    const modes = readModes(root);
    expect(modes.map((m) => m.name)).toEqual(['light', 'dark', 'high-contrast', 'rtl', 'rtl-dark']);
    expect(runner).toMatch(/import modes from '\.\/modes\.json'/);
  });

  it('finds every test of every component, as many titles as the files have it() and test() calls', () => {
    const components = path.join(root, 'src/components');
    for (const name of readdirSync(components)) {
      const files = readdirSync(path.join(components, name)).filter((f) => /\.test\.tsx?$/.test(f));
      const calls = files.reduce(
        (n, f) =>
          n +
          (readFileSync(path.join(components, name, f), 'utf8').match(/^\s*(it|test)(\.\w+)*\(/gm)
            ?.length ?? 0),
        0,
      );
      expect({ name, tests: evidence.components[name]?.tests.length ?? 0 }).toEqual({
        name,
        tests: calls,
      });
    }
  });

  it('nests titles under their describe blocks and marks keyboard and axe tests', () => {
    const titles = testTitles(`
      describe('Dialog', () => {
        it('closes on Escape and gives focus back', () => {});
        describe('in Arabic', () => { test(\`names the \${'close'} button\`, () => {}); });
        it('has no axe violations', async () => {});
      });`);
    expect(titles).toEqual([
      { path: ['Dialog', 'closes on Escape and gives focus back'], keyboard: true, axe: false },
      { path: ['Dialog', 'in Arabic', "names the ${'close'} button"], keyboard: false, axe: false },
      { path: ['Dialog', 'has no axe violations'], keyboard: false, axe: true },
    ]);
    expect(storyIdPrefix('Components/DateInput')).toBe('components-dateinput');
  });

  it('lists the committed screenshots of each story in each mode', () => {
    expect(evidence.components.Button?.screenshots['components-button--primary']).toEqual([
      'light',
      'dark',
      'high-contrast',
      'rtl',
      'rtl-dark',
    ]);
  });

  it('shows the modes, the keyboard paths and every test title of a component', () => {
    render(
      <EvidenceView
        name="DateInput"
        evidence={evidence.components.DateInput}
        modes={evidence.modes}
      />,
    );
    const modes = screen.getByRole('table', { name: 'Modes every DateInput story is checked in' });
    expect(within(modes).getAllByRole('row')).toHaveLength(6);
    expect(
      within(modes).getByRole('row', { name: /rtl-dark dark Right to left Arabic/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keyboard paths' })).toBeInTheDocument();
    expect(
      screen.getAllByText(/closes on Escape and gives focus back to the button/).length,
    ).toBeGreaterThanOrEqual(2);
    // Every test file of the component: its own and the calendar's loading ones (CalendarSlot*.test.tsx).
    expect(screen.getByText(/tests in (.+, )?DateInput\.test\.tsx/)).toBeInTheDocument();
    expect(screen.getByText(/CalendarSlot\.test\.tsx/)).toBeInTheDocument();
  });

  it('says so when a component has no tests', () => {
    render(<EvidenceView name="Nothing" evidence={undefined} modes={evidence.modes} />);
    expect(screen.getByText(/No tests were found for Nothing/)).toBeInTheDocument();
  });
});
