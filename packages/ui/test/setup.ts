import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadUiMessages } from '../src/i18n/UiProvider';

// Components render in Arabic at once, as in an app that loads the Arabic strings before it
// renders in Arabic (src/i18n/UiProvider.test.tsx covers the strings arriving later).
beforeAll(() => loadUiMessages('ar'));
afterEach(() => cleanup());
