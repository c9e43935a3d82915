// react-is's isForwardRef (MIT, Facebook), the one function downshift imports, as an ES module.
//
// react-is is CommonJS: bundled into the library, its wrapper runs at load, so every consumer kept
// it (about 0.9 KB gzipped) even though only downshift's render-prop component calls isForwardRef,
// and the library never uses that component (an app's production build drops it). The library
// build points `react-is` here. It also knows React 19's element symbol, which react-is 18 does not.
const ELEMENT_TYPES = [Symbol.for('react.transitional.element'), Symbol.for('react.element')];
const FORWARD_REF = Symbol.for('react.forward_ref');

/** Whether a React element's type is a `forwardRef` component. */
export function isForwardRef(object: unknown): boolean {
  if (typeof object !== 'object' || object === null) return false;
  const element = object as { $$typeof?: unknown; type?: { $$typeof?: unknown } | null };
  return ELEMENT_TYPES.includes(element.$$typeof as symbol) && typeof element.type === 'object' && element.type?.$$typeof === FORWARD_REF;
}
