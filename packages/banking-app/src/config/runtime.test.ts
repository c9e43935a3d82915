import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, resolveConfig } from './runtime';

describe('the runtime configuration', () => {
  it('is loaded by every page before the app runs: /config.js comes before the module in index.html', () => {
    // Every page of the build (the prerendered ones and the shell) is made from index.html.
    const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
    const config = html.search(/<script defer src="\/config\.js"><\/script>/);
    expect(config).toBeGreaterThan(0);
    expect(config).toBeLessThan(html.indexOf('<script type="module"'));
    expect(readFileSync(path.resolve(__dirname, '../../public/config.js'), 'utf8')).toContain(
      'window.__SADU_CONFIG__',
    );
  });

  it('takes what a deployment sets, and the default for what it leaves out or gets wrong', () => {
    expect(resolveConfig(undefined)).toEqual(defaultConfig);
    expect(
      resolveConfig({ maintenance: true, session: { idleTimeoutSeconds: 35, warningSeconds: 30 } }),
    ).toMatchObject({
      maintenance: true,
      session: { idleTimeoutSeconds: 35, warningSeconds: 30 },
      fiatBaseUrl: '/api/fiat',
    });
    expect(
      resolveConfig({
        fiatBaseUrl: 'https://api.example.ae/api/fiat/',
        requestTimeoutMs: -1,
      } as never),
    ).toMatchObject({
      fiatBaseUrl: 'https://api.example.ae/api/fiat',
      requestTimeoutMs: defaultConfig.requestTimeoutMs,
    });
  });
});
