// Every component folder has a docs page with the same structure (docs/COMPONENT_TEMPLATE.mdx):
// when to use, when not to use, how it works (keyboard table, what a screen reader hears), error
// messages for fields, do and don't drawn from real stories, known issues, props, evidence.
// A failure lists, per folder, what its page lacks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const componentsDir = path.resolve(__dirname, 'components');
const template = 'packages/ui/docs/COMPONENT_TEMPLATE.mdx';

const sections = [
  'When to use',
  'When not to use',
  'How it works',
  'Error messages',
  'Do and don’t',
  'Known issues',
  'Props',
  'Evidence',
] as const;

/** Fields (and what wraps one) must say which error messages they show. */
const isField = (source: string) =>
  /useFieldControl[<(]|FieldMessages|^\s+(error|invalid)\?:|from '\.\.\/(Combobox|TextInput|DateInput)'/m.test(
    source,
  );

interface Heading {
  level: number;
  text: string;
  line: number;
}

function headingsOf(mdx: string): Heading[] {
  let fenced = false;
  return mdx.split('\n').flatMap((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.+?)\s*$/.exec(line);
    return match
      ? [{ level: match[1]!.length, text: match[2]!.replace(/'/g, '’'), line: index }]
      : [];
  });
}

/** The text between a heading and the next heading of the same or a higher level. */
function body(mdx: string, headings: Heading[], heading: Heading): string {
  const lines = mdx.split('\n');
  const next = headings.find((h) => h.line > heading.line && h.level <= heading.level);
  return lines.slice(heading.line + 1, next ? next.line : lines.length).join('\n');
}

/** What a component folder's page lacks; empty when it has everything. */
export function pageProblems(name: string): string[] {
  const dir = path.join(componentsDir, name);
  const page = path.join(dir, `${name}.mdx`);
  if (!existsSync(page))
    return [
      `no ${name}.mdx: copy ${template} to src/components/${name}/${name}.mdx and fill in every section`,
    ];
  const mdx = readFileSync(page, 'utf8');
  const storiesPath = path.join(dir, `${name}.stories.tsx`);
  const stories = existsSync(storiesPath) ? readFileSync(storiesPath, 'utf8') : '';
  const source = readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|css)\.tsx?$/.test(f))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const problems: string[] = [];

  if (!stories) problems.push(`no ${name}.stories.tsx: the page draws its examples from stories`);
  if (
    !new RegExp(`import \\* as Stories from '\\./${name}\\.stories'`).test(mdx) ||
    !/<Meta of=\{Stories\}/.test(mdx)
  )
    problems.push(
      `attach the page to its stories: import * as Stories from './${name}.stories' and <Meta of={Stories} />`,
    );

  const headings = headingsOf(mdx);
  const h2 = headings.filter((h) => h.level === 2);
  const expected = sections.filter(
    (s) => s !== 'Error messages' || isField(source) || h2.some((h) => h.text === s),
  );
  const found = h2.map((h) => h.text);
  if (found.join('|') !== expected.join('|'))
    problems.push(
      `sections (## headings) must be, in this order: ${expected.join(', ')}; found: ${found.join(', ') || 'none'}`,
    );
  for (const h of h2)
    if (!body(mdx, headings, h).replace(/\{\/\*[\s\S]*?\*\/\}|\s/g, '').length)
      problems.push(`the section "${h.text}" is empty`);

  const how = h2.find((h) => h.text === 'How it works');
  const inHow = how
    ? headings.filter(
        (h) =>
          h.level === 3 &&
          h.line > how.line &&
          h.line < (h2.find((x) => x.line > how.line)?.line ?? Infinity),
      )
    : [];
  const keyboard = inHow.find((h) => h.text === 'Keyboard');
  if (!keyboard) problems.push('"How it works" needs a "### Keyboard" section');
  else if (!/^\|.+\|\s*$/m.test(body(mdx, headings, keyboard)))
    problems.push('"### Keyboard" needs a table: | Key | What it does |');
  if (!inHow.some((h) => h.text === 'Screen readers'))
    problems.push(
      '"How it works" needs a "### Screen readers" section: what a screen reader hears',
    );

  // Examples come from the page's own stories (Stories.X) or from another stories file it imports (Examples.X).
  const modules = new Map(
    [...mdx.matchAll(/import \* as (\w+) from '([^']+\.stories)'/g)].map(([, alias, from]) => [
      alias!,
      from!,
    ]),
  );
  const examples = [...mdx.matchAll(/<(Do|Dont) of=\{(\w+)\.(\w+)\}/g)];
  if (!examples.some((m) => m[1] === 'Do'))
    problems.push('"Do and don’t" needs at least one <Do of={Stories.Name}>');
  if (!examples.some((m) => m[1] === 'Dont'))
    problems.push('"Do and don’t" needs at least one <Dont of={Stories.Name}>');
  for (const [, kind, alias, story] of examples) {
    const from = modules.get(alias!);
    const file = from && path.resolve(dir, `${from}.tsx`);
    const code = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (!new RegExp(`^export const ${story}\\b`, 'm').test(code))
      problems.push(
        `<${kind} of={${alias}.${story}}>: ${from ?? alias} exports no story "${story}"`,
      );
  }

  if (!new RegExp(`<Evidence of="${name}"\\s*/>`).test(mdx))
    problems.push(`"Evidence" needs <Evidence of="${name}" />`);
  return problems;
}

const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('component docs pages', () => {
  it('give every component folder a page with the template’s sections, in order, and real stories for each do and don’t', () => {
    const report = folders.flatMap((name) => pageProblems(name).map((p) => `${name}: ${p}`));
    expect(
      report,
      `Component pages that need work (template: ${template}):\n${report.join('\n')}`,
    ).toEqual([]);
  });

  it('reports what a page lacks, folder by folder', () => {
    // The template has exactly the sections the check asks for; a folder without a page is told what to do.
    const templateText = readFileSync(
      path.resolve(__dirname, '../docs/COMPONENT_TEMPLATE.mdx'),
      'utf8',
    );
    expect(
      headingsOf(templateText)
        .filter((h) => h.level === 2)
        .map((h) => h.text),
    ).toEqual([...sections]);
    expect(pageProblems('NoSuchComponent')).toEqual([
      `no NoSuchComponent.mdx: copy ${template} to src/components/NoSuchComponent/NoSuchComponent.mdx and fill in every section`,
    ]);
  });
});
