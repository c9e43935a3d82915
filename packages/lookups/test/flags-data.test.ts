// The flags in src/flags-data.ts are country-flag-icons' flags optimised by
// scripts/optimize-flags.mjs: the file is what the script writes today, each flag keeps its
// source's viewBox and colours, and drawn in Chromium at ten times the selectors' size it looks
// like its source (at most 2 pixels differ by more than a quarter of the colour range).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@bank/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as data from '../src/flags-data';
// @ts-expect-error -- a plain ES module script without type declarations
import { FLAG_COUNTRIES, flagModule, flagsModule, sourceFlag } from '../scripts/optimize-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const countries = FLAG_COUNTRIES as string[];
const optimised = data as Record<string, string>;

/** Colours as #rrggbb, lower case, whatever their spelling (#FFF, #ffffff, white is not used). */
function colours(svg: string): string[] {
  const found = svg.match(/#[0-9a-fA-F]{3,6}\b/g) ?? [];
  const long = found.map((c) =>
    (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c).toLowerCase(),
  );
  return [...new Set(long)].sort();
}

describe('the optimised flags (src/flags-data.ts)', () => {
  it('are what scripts/optimize-flags.mjs writes from the installed country-flag-icons', () => {
    expect(readFileSync(path.join(here, '../src/flags-data.ts'), 'utf8')).toBe(
      (flagsModule as () => string)(),
    );
    for (const country of countries)
      expect(readFileSync(path.join(here, `../src/flags/${country}.ts`), 'utf8'), country).toBe(
        (flagModule as (c: string) => string)(country),
      );
  });

  it("keep each source flag's viewBox (to half a unit) and colours, and are smaller", () => {
    expect(Object.keys(optimised).sort()).toEqual([...countries].sort());
    for (const country of countries) {
      const before = (sourceFlag as (c: string) => string)(country);
      const after = optimised[country] ?? '';
      expect(after.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), country).toBe(true);
      // The viewBox is rounded like the paths (South Africa's 85.333 becomes 85.3).
      const box = (svg: string) =>
        (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
      const [a, b] = [box(before), box(after)];
      expect(b, country).toHaveLength(4);
      b.forEach((n, i) => expect(Math.abs(n - (a[i] ?? NaN)), country).toBeLessThanOrEqual(0.5));
      expect(colours(after), country).toEqual(colours(before));
      expect(after.length, country).toBeLessThanOrEqual(before.length);
    }
  });

  describe('drawn in Chromium', () => {
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    beforeAll(async () => {
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    it(
      'look like their sources at ten times the size the selectors draw them',
      { timeout: 60_000 },
      async () => {
        const page = await browser.newPage();
        const pairs = countries.map(
          (c) => [c, (sourceFlag as (c: string) => string)(c), optimised[c] ?? ''] as const,
        );
        const differing = await page.evaluate(async (list) => {
          const W = 240;
          const H = 160;
          const draw = async (svg: string) => {
            const image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            const canvas = new OffscreenCanvas(W, H);
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no 2d context');
            context.drawImage(image, 0, 0, W, H);
            return context.getImageData(0, 0, W, H).data;
          };
          const out: Record<string, number> = {};
          for (const [country, before, after] of list) {
            const [a, b] = [await draw(before), await draw(after)];
            let count = 0;
            for (let i = 0; i < a.length; i += 4) {
              const d =
                (Math.abs(a[i]! - b[i]!) +
                  Math.abs(a[i + 1]! - b[i + 1]!) +
                  Math.abs(a[i + 2]! - b[i + 2]!)) /
                3;
              if (d > 64) count++;
            }
            out[country] = count;
          }
          return out;
        }, pairs);
        for (const country of countries) expect(differing[country], country).toBeLessThanOrEqual(2);
        await page.close();
      },
    );
  });
});
