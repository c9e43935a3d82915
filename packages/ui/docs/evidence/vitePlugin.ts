import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { collectEvidence } from './collect.ts';

const dataModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data.ts');

/**
 * Serves docs/evidence/data.ts to Storybook as plain data, collected when it is loaded: the
 * checker's modes, each component's test titles and its committed screenshots. Nothing is
 * generated into the repository, so the Evidence blocks cannot go stale.
 */
export function evidencePlugin(): Plugin {
  return {
    name: 'bank-ui-evidence',
    enforce: 'pre',
    load(id) {
      if (path.normalize(id.split('?')[0]!) !== dataModule) return null;
      return `export const evidence = ${JSON.stringify(collectEvidence())};`;
    },
  };
}
