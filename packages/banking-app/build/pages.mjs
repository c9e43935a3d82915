// How a server answers a page path of the built app (the backend's STATIC_DIR does the same):
// the prerendered `<path>.html` when there is one, else the shell `app.html`. Used by
// `vite preview` (vite.config.ts) and the bench's static host.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The HTML file (relative to `dist`) for a page path such as `/login`; null for `/` and for paths that are not pages. */
export function pageFile(dist, pathname) {
  if (pathname === '/' || !/^(\/[A-Za-z0-9_-]+)+\/?$/.test(pathname)) return null;
  const prerendered = `${pathname.replace(/\/+$/, '').slice(1)}.html`;
  return existsSync(path.join(dist, prerendered)) ? prerendered : 'app.html';
}
