// The suite's Chromium sees only the project's fonts (playwright.config.ts passes the fontconfig
// configuration @bank/testkit generates): generic families draw in the design system's faces
// whatever the machine has installed, and the camera journeys launch with the same fonts.
import { expect, test } from '@playwright/test';
import { projectFontconfig } from '@bank/testkit';
import { chromiumLaunchEnv } from '../playwright.config';
import { withCamera } from '../journeys/kyc-support';

test('Chromium draws generic families, Arabic and emoji in the project’s faces only', async ({
  page,
}) => {
  expect(chromiumLaunchEnv.FONTCONFIG_FILE).toBe(projectFontconfig().file);
  expect(withCamera.launchOptions.env).toBe(chromiumLaunchEnv);
  await page.setContent(`<!doctype html><meta charset="utf-8">
    <p id="monospace" style="font-family: monospace">GB29 NWBK 6016 1331 9268 19</p>
    <p id="sans" style="font-family: system-ui, 'DejaVu Sans', 'Liberation Sans', sans-serif">Balance</p>
    <p id="serif" style="font-family: serif">Balance</p>
    <p id="arabic" lang="ar" style="font-family: sans-serif">الرصيد</p>
    <p id="emoji" style="font-family: sans-serif">🎉</p>`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const drawnWith = async (id: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `#${id}`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  };
  expect(await drawnWith('monospace')).toEqual(['JetBrains Mono']);
  expect(await drawnWith('sans')).toEqual(['Inter']);
  expect(await drawnWith('serif')).toEqual(['Inter']);
  expect(await drawnWith('arabic')).toEqual(['Noto Sans Arabic']);
  expect(await drawnWith('emoji')).toEqual(['Noto Color Emoji']);
});
