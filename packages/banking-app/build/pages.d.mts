/** The HTML file (relative to `dist`) for a page path such as `/login`; null for `/` and for paths that are not pages. */
export function pageFile(dist: string, pathname: string): string | null;
