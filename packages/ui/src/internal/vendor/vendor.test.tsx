import { createElement, forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import PropTypes from './prop-types';
import { isForwardRef } from './react-is';

describe('the ES module stand-ins the library build uses for downshift', () => {
  it('isForwardRef tells elements of forwardRef components from others', () => {
    const WithRef = forwardRef<HTMLDivElement>((_props, ref) => createElement('div', { ref }));
    const Plain = () => createElement('div');
    expect(isForwardRef(createElement(WithRef))).toBe(true);
    expect(isForwardRef(createElement(Plain))).toBe(false);
    expect(isForwardRef(createElement('div'))).toBe(false);
    expect(isForwardRef(WithRef)).toBe(false);
    expect(isForwardRef(null)).toBe(false);
    expect(isForwardRef('div')).toBe(false);
  });

  it('prop-types keeps its API, and its validators pass when React calls them and throw when called directly, as in production', () => {
    expect(PropTypes.shape({ a: PropTypes.func })).toBe(PropTypes.func);
    expect(PropTypes.func.isRequired).toBe(PropTypes.func);
    expect(PropTypes.PropTypes).toBe(PropTypes);
    expect(() => PropTypes.string({}, 'a', 'C', 'prop', 'a', 'SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED')).not.toThrow();
    expect(() => PropTypes.string({}, 'a', 'C', 'prop', 'a')).toThrow(/not supported/);
    expect(() => PropTypes.checkPropTypes()).not.toThrow();
  });
});
