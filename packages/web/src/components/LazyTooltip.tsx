/**
 * A tooltip for the frame that keeps MUI's Tooltip (with Popper) out of the first load: the element
 * renders as it is, and MUI's Tooltip loads when the label is first wanted (mouse over or keyboard focus).
 * The tooltip sits beside the element, anchored to it, so loading it never re-creates the element (a
 * keyboard user keeps the focus). Touch users get no hover label; the element's accessible name is its own.
 */
import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import ChunkBoundary from './ChunkBoundary';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type ChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

interface Props {
  /** The label; empty shows none (e.g. in the wide sidebar, where the text is visible). */
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}

/** True when the element got the focus from the keyboard (the browser would draw its focus ring). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export default function LazyTooltip({ title, placement = 'bottom', children }: Props) {
  // The element the label points at; it stays set after hiding so the closing transition keeps its place.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  const own = children.props;

  const show = (element: HTMLElement) => {
    if (!title) return;
    setAnchor(element);
    setShown(true);
  };
  const hide = () => setShown(false);

  const child = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });

  return (
    <>
      {child}
      {anchor && title ? (
        // Offline the label's chunk may not arrive: then the element simply has no hover label.
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <Tooltip
              title={title}
              placement={placement}
              open={shown}
              disableHoverListener
              disableFocusListener
              disableTouchListener
              slotProps={{ popper: { anchorEl: anchor } }}
            >
              {/* MUI's Tooltip needs a child; the label points at the anchor above instead. */}
              <span hidden />
            </Tooltip>
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
