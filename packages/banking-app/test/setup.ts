import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractErrors } from '@/api/contractCheck';

afterEach(() => {
  cleanup();
  // An answer of a fake backend that the contract refuses fails the test, even when the code that
  // asked swallowed the error (the fakes must answer what the real server may answer).
  const mismatches = takeContractErrors();
  if (mismatches.length > 0) throw new Error(mismatches.map((e) => e.message).join('\n'));
});
