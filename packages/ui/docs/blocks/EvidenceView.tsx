import type { ComponentEvidence, StoryMode } from '../evidence/collect';
import { Heading } from '../../src/components/Heading';
import { Table } from '../../src/components/Table';
import { Text } from '../../src/components/Text';
import { Stack } from '../../src/layout';

export interface EvidenceViewProps {
  /** The component folder's name, e.g. "Button". */
  name: string;
  evidence: ComponentEvidence | undefined;
  modes: readonly StoryMode[];
}

const setting = (mode: StoryMode, key: string) =>
  Object.fromEntries(mode.globals.split(';').map((kv) => kv.split(':')))[key] ?? '';
const words: Record<string, string> = {
  ltr: 'Left to right',
  rtl: 'Right to left',
  en: 'English',
  ar: 'Arabic',
};

/** What is tested for one component, as read from the tests and the story checker's modes. */
export function EvidenceView({ name, evidence, modes }: EvidenceViewProps) {
  if (!evidence || evidence.tests.length === 0) {
    return (
      <Text tone="danger">
        No tests were found for {name}: every component has a test file beside it ({name}.test.tsx).
      </Text>
    );
  }
  const stories = Object.keys(evidence.screenshots).sort();
  const screenshots = stories.reduce((n, id) => n + evidence.screenshots[id]!.length, 0);
  const keyboard = evidence.tests.filter((t) => t.keyboard);
  const axe = evidence.tests.filter((t) => t.axe);
  const title = (path: readonly string[]) => path.join(' › ');
  return (
    <Stack gap="lg">
      <Text tone="muted" size="sm">
        Read from the test files and the story checker’s configuration when this page was built.
      </Text>
      <Stack gap="sm">
        <Heading level={3} size={5}>
          Every story, in the browser
        </Heading>
        <Text>
          Each of the {stories.length} stories of {name} is rendered in Chromium in {modes.length}{' '}
          modes. In each, axe-core must find no WCAG 2.2 A or AA violation, nothing may log an
          error, and a screenshot must match its committed baseline ({screenshots} screenshots).
        </Text>
        <Table
          caption={`Modes every ${name} story is checked in`}
          hideCaption
          columns={[
            { key: 'mode', header: 'Mode', cell: (m: StoryMode) => m.name },
            { key: 'theme', header: 'Theme', cell: (m: StoryMode) => setting(m, 'theme') },
            {
              key: 'dir',
              header: 'Direction',
              cell: (m: StoryMode) => words[setting(m, 'dir')] ?? setting(m, 'dir'),
            },
            {
              key: 'locale',
              header: 'Language',
              cell: (m: StoryMode) => words[setting(m, 'locale')] ?? setting(m, 'locale'),
            },
          ]}
          rows={modes}
          rowKey={(m) => m.name}
        />
      </Stack>
      <Stack gap="sm">
        <Heading level={3} size={5}>
          Keyboard paths
        </Heading>
        {keyboard.length ? (
          <ul>
            {keyboard.map((t) => (
              <li key={title(t.path)}>{title(t.path)}</li>
            ))}
          </ul>
        ) : (
          <Text>No test walks a keyboard path: {name} has nothing of its own to focus.</Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Heading level={3} size={5}>
          Component tests
        </Heading>
        <Text>
          {evidence.tests.length} tests in {evidence.testFiles.join(', ')} (Vitest, Testing Library
          {axe.length ? `, axe-core in ${axe.length} of them` : ''}):
        </Text>
        <ul>
          {evidence.tests.map((t) => (
            <li key={title(t.path)}>{title(t.path)}</li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}
