// The search panel's React binding of attachDisclosure (disclosure.ts).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { attachDisclosure } from './disclosure.js';

/**
 * Index of the open <details> in root (root itself when it is one), -1 when none; null until
 * hydrated, so the first client render matches the server's (no aria-expanded there: without
 * JavaScript the browser exposes the <details> state itself).
 */
export function useDisclosure(rootRef: RefObject<HTMLElement | null>, onNavigate?: () => void): number | null {
  const [open, setOpen] = useState<number | null>(null);
  const navigated = useRef(onNavigate);
  useEffect(() => {
    navigated.current = onNavigate;
  });
  useEffect(() => {
    const root = rootRef.current;
    return root ? attachDisclosure(root, setOpen, () => navigated.current?.()) : undefined;
  }, [rootRef]);
  return open;
}
