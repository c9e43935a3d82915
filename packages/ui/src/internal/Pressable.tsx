import {
  forwardRef,
  type AriaAttributes,
  type ElementType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

/** Where a whole card or row leads: a URL, a router link (`as` with `to`), or an action. */
export interface PressTarget {
  /** A URL: the element is a link. */
  href?: string;
  /** A router path, with `as` set to the router's Link component. */
  to?: string;
  /** The link component to render, e.g. the router's Link. */
  as?: ElementType;
  /** An action on the same page: without `href`/`to` the element is a button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

type PressableProps = PressTarget &
  AriaAttributes & { className?: string; id?: string; 'data-index'?: number; children: ReactNode };

/** @internal A link when it goes somewhere, a button when it does something: never a clickable div. */
export const Pressable = forwardRef<HTMLElement, PressableProps>(function Pressable(
  { href, to, as: As, children, ...rest },
  ref,
) {
  if (As)
    return (
      <As
        ref={ref}
        {...(href !== undefined && { href })}
        {...(to !== undefined && { to })}
        {...rest}
      >
        {children}
      </As>
    );
  if (href !== undefined)
    return (
      <a ref={ref as Ref<HTMLAnchorElement>} href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <button ref={ref as Ref<HTMLButtonElement>} type="button" {...rest}>
      {children}
    </button>
  );
});

/** @internal True when a target was given at all. */
export const isPressable = (t: PressTarget) =>
  Boolean(t.href !== undefined || t.to !== undefined || t.as || t.onClick);
