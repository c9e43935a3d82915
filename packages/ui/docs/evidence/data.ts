// The evidence every component page shows. In Storybook, vitePlugin.ts replaces this module
// with the same data worked out at build time (the browser has no file system); in tests it is
// read here, from the same files.
import { collectEvidence } from './collect';

export const evidence = collectEvidence();
