import { useEffect, useRef, type ReactNode } from 'react';

/** The view's one h1; focused when the user switched to the view from the sidebar. */
export function ViewHeading({ focus, children, id }: { focus: boolean; children: ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h1 ref={heading} id={id} className="cc-dash__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
