/**
 * Keeps what the keyboard focuses clear of a bar stuck to the window's bottom (WCAG 2.4.11): the page's
 * scroll padding follows the bar's height, so the browser scrolls a focused element above the bar, not
 * under it.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useScrollPaddingBelow(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
