// prop-types' production build (factoryWithThrowingShims.js, MIT, Facebook), as one ES module.
//
// downshift declares its props with prop-types. React 19 no longer reads `propTypes` at all, so those
// declarations are never checked, in development or in production; but prop-types' CommonJS entry
// brings its full development checkers (and react-is 16) into every consumer's bundle, about 2 KB
// gzipped that a bundler cannot drop. The library build points `prop-types` here (vite.config.ts):
// the same API, whose validators do nothing when React calls them, as in prop-types' own
// production build.
const SECRET = 'SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED';

type Validator = ((props?: unknown, propName?: string, componentName?: string, location?: string, propFullName?: string, secret?: string) => void) & {
  isRequired: Validator;
};

const shim = ((...args: unknown[]) => {
  if (args[5] === SECRET) return;
  const error = new Error(
    'Calling PropTypes validators directly is not supported by the `prop-types` package. Use PropTypes.checkPropTypes() to call them. Read more at http://fb.me/use-check-prop-types',
  );
  error.name = 'Invariant Violation';
  throw error;
}) as Validator;
shim.isRequired = shim;
/** The type factories (`shape`, `arrayOf`, …) take their arguments and return the same validator. */
const getShim = (..._args: unknown[]): Validator => shim;
const noop = () => undefined;
const checkPropTypes = Object.assign(() => undefined, { resetWarningCache: noop });

const PropTypes = {
  array: shim,
  bigint: shim,
  bool: shim,
  func: shim,
  number: shim,
  object: shim,
  string: shim,
  symbol: shim,
  any: shim,
  arrayOf: getShim,
  element: shim,
  elementType: shim,
  instanceOf: getShim,
  node: shim,
  objectOf: getShim,
  oneOf: getShim,
  oneOfType: getShim,
  shape: getShim,
  exact: getShim,
  checkPropTypes,
  resetWarningCache: noop,
  PropTypes: undefined as unknown,
};
PropTypes.PropTypes = PropTypes;

export default PropTypes;
