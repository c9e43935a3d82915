import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath, isPrivatePath, PATHS, waitingReviewItemPath, withQuery } from './paths';

const src = path.resolve(__dirname, '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f)
        ? [p]
        : [];
  });
}

describe('the route paths', () => {
  it('are written nowhere else in the app: links, redirects and navigation name them', () => {
    // Any quoted string that is a route path, or starts like one (a path with a query or a
    // parameter): `'/login'`, `"/dashboard/x"`, `` `/registration/${step}` ``, `to="/"`.
    const firstSegments = new Set(
      Object.values(PATHS)
        .map((p) => p.split('/')[1])
        .filter(Boolean),
    );
    const literal = new RegExp(`(['"\`])/(${[...firstSegments].join('|')})([/?#$'"\`]|\\$\\{)`);
    const home = /(\bto=|\bredirectTo=|navigate\(|replace\()\s*\{?\s*['"`]\/['"`]/;
    const found: string[] = [];
    for (const file of files(src)) {
      if (file.endsWith(path.join('access', 'paths.ts'))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name a path
          if (literal.test(line) || home.test(line))
            found.push(`${path.relative(src, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('build a parameterised path, encoding each value as one segment', () => {
    expect(waitingReviewItemPath('external_transfer', '3f1c2b9e')).toBe(
      '/dashboard/waiting_review/external_transfer/3f1c2b9e',
    );
    expect(
      buildPath(PATHS.waitingReviewItem, { transaction_type: 'a/b', transaction_id: 'x y' }),
    ).toBe('/dashboard/waiting_review/a%2Fb/x%20y');
    expect(() =>
      buildPath(PATHS.waitingReviewItem, { transaction_type: '', transaction_id: '1' }),
    ).toThrow(':transaction_type');
  });

  it('add a query, leaving out missing values', () => {
    expect(withQuery(PATHS.login, { from: '/dashboard/verify_kyc' })).toBe(
      '/login?from=%2Fdashboard%2Fverify_kyc',
    );
    expect(withQuery(PATHS.loginVerifyOtp, { mode: 'recovery', other: undefined })).toBe(
      '/login/verify_otp?mode=recovery',
    );
    expect(withQuery(PATHS.login, {})).toBe('/login');
  });

  it('tell the private area (the session ends there) from the rest', () => {
    expect(
      [
        PATHS.dashboard,
        PATHS.settings,
        waitingReviewItemPath('a', 'b'),
        PATHS.downloadTransactionSummary,
        PATHS.downloadWireTransactionSummary,
      ].every(isPrivatePath),
    ).toBe(true);
    expect(
      [PATHS.home, PATHS.login, PATHS.security, PATHS.registration, '/dashboardish'].some(
        isPrivatePath,
      ),
    ).toBe(false);
  });
});
