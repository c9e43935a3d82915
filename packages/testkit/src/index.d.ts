import type { Browser, LaunchOptions, Page } from 'playwright-core';

export declare const chromiumArgs: string[];
export interface FontFamily {
  /** The family's name inside its files (e.g. "Inter"; the CSS calls it "Inter Variable"). */
  family: string;
  /** fontsource's category: sans-serif, serif, monospace, … */
  category: string;
}
export declare const defaultEmojiFont: string;
export declare function projectFaces(fontsEntry?: string): (FontFamily & { files: string[] })[];
export declare function fontconfigXml(options: {
  fontDir: string;
  cacheDir: string;
  families: FontFamily[];
}): string;
export declare function projectFontconfig(options?: {
  fontsEntry?: string;
  emojiFont?: string;
  root?: string;
}): { file: string; dir: string; families: FontFamily[] };
export declare function chromiumEnv(base?: NodeJS.ProcessEnv): Record<string, string>;
export declare function monospaceFaceProblems(page: Page): Promise<string[]>;
export declare function chromiumPath(): string;
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>;
export declare function connectChromium(endpoint: string): Promise<Browser>;
export declare function startChromiumWithDevTools(): Promise<{
  browserURL: string;
  close: () => Promise<void>;
}>;
export declare function serveStatic(
  dir: string,
  options?: { spaFallback?: boolean },
): Promise<{ url: string; close: () => Promise<void> }>;
export declare const wcagTags: string[];
export declare function axeViolations(
  page: Page,
  options?: { disableRules?: string[]; include?: string },
): Promise<string[]>;
export declare function axeSource(): string;
export declare function axeInPage(page: Page, options?: { rules?: string[] }): Promise<string[]>;
export declare function compareWithBaseline(
  png: Buffer,
  baselinePath: string,
  options?: { update?: boolean; ci?: boolean; diffDir?: string; maxDiffRatio?: number },
): { status: 'new' | 'updated' | 'missing' | 'changed' | 'same'; detail?: string };
export declare function pool<T, R>(
  items: T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
