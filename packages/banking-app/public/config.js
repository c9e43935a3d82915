// Runtime configuration of the banking app. A deployment replaces this file; see
// src/config/runtime.ts for every setting and its default. Same-origin API by default.
window.__SADU_CONFIG__ = {
  fiatBaseUrl: '/api/fiat',
};
