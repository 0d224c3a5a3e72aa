import type { MouseEvent, ReactNode } from 'react';

import { scrollToId } from '../use-hash-scroll';

interface Props {
  /** The id of the element on this page to scroll to. */
  targetId: string;
  className?: string;
  children: ReactNode;
}

/** A real `#id` link (works without JavaScript) that scrolls smoothly when clicked. */
export function ScrollLink({ targetId, className, children }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToId(targetId)) event.preventDefault();
  };
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
