// The package's English words that several components say: each a named export, so a component
// imports only the words it uses. Part of `enMessages` (messages.ts).
import type { UiMessages } from './messages';
import { enSize } from './format';

export const errorPrefix: UiMessages['errorPrefix'] = 'Error:';
export const loading: UiMessages['loading'] = 'Loading';
export const dismiss: UiMessages['dismiss'] = 'Dismiss';
export const comboboxShowOptions: UiMessages['comboboxShowOptions'] = 'Show options';
export const stepCompleted: UiMessages['stepCompleted'] = 'Completed:';
export const stepUpcoming: UiMessages['stepUpcoming'] = 'Not started:';
export const loadMore: UiMessages['loadMore'] = 'Load more';
export const fileRemove: UiMessages['fileRemove'] = (name) => `Remove ${name}`;
export const fileSize: UiMessages['fileSize'] = (bytes) => enSize(bytes);
