import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractErrors } from '@/api/contractCheck';
import { takeMissingKeys } from '@/i18n/i18n';

// On a busy two-core machine (the suites run beside the browser journeys) one render of a lazy
// screen can take over a second in jsdom: the queries wait up to 10 s, as a customer would, before
// a missing element fails the test. Some fixtures said so for their own screens; it holds for all.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // An answer of a fake backend that the contract refuses fails the test, even when the code that
  // asked swallowed the error (the fakes must answer what the real server may answer).
  const mismatches = takeContractErrors();
  if (mismatches.length > 0) throw new Error(mismatches.map((e) => e.message).join('\n'));
  // A word the screen asked for and i18next did not find: the customer would have read its key.
  const missing = [...new Set(takeMissingKeys())];
  if (missing.length > 0)
    throw new Error(`Words asked for and not found (the key would show):\n${missing.join('\n')}`);
});
