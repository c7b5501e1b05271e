import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { useAfterPaint } from './after-paint.ts';
import { FallbackOnError, lazyComponent } from './lazy-part.tsx';

/** What a lazily loaded trigger gets from its placeholder. */
export interface LazyTriggerProps {
  /** The placeholder was pressed: open at once. */
  defaultOpen: boolean;
  /** The placeholder had the focus: take it over. */
  autoFocus: boolean;
}

/** What the placeholder of a lazily loaded trigger must handle. */
export interface TriggerPlaceholderProps {
  /**
   * The start of a press, not its end: if the trigger replaces the placeholder between the pointer
   * going down and coming up, neither would see a whole press, and the press would be lost.
   */
  onPressStart: () => void;
  onFocusChange: (isFocused: boolean) => void;
}

/**
 * A button that opens a popover, a menu or a drawer, whose overlay code (positioning, focus
 * containment, collections, scroll lock) is loaded in its own chunk once the page is on screen, or at
 * once when the user presses or focuses the button. Until
 * it arrives, `Placeholder` shows the same button: a press on it opens the overlay as soon as the
 * code is there, and a focus on it passes to the real button, so nothing a user does in the meantime
 * is lost. The overlay libraries share modules with the triggers, so the trigger itself has to be
 * in the chunk to keep them out of the entry.
 */
export function lazyTrigger<Props extends object>(
  load: () => Promise<ComponentType<Props & LazyTriggerProps>>,
  Placeholder: ComponentType<Props & TriggerPlaceholderProps>,
): ComponentType<Props> {
  const Trigger = lazyComponent(load);
  function LazyTrigger(props: Props) {
    const [openRequested, setOpenRequested] = useState(false);
    const [focused, setFocused] = useState(false);
    // A press or the focus on the placeholder asks for the code at once, in a transition like the paint's.
    const [asked, setAsked] = useState(false);
    const wanted = useAfterPaint(Trigger.isLoaded()) || asked;
    const ask = () => startTransition(() => setAsked(true));
    const placeholder = (
      <Placeholder
        {...props}
        onPressStart={() => {
          setOpenRequested(true);
          ask();
        }}
        onFocusChange={(isFocused) => {
          setFocused(isFocused);
          if (isFocused) ask();
        }}
      />
    );
    // The same boundary before and after: the placeholder the user may be on stays, focus and all,
    // until the trigger replaces it.
    return (
      <FallbackOnError fallback={placeholder}>
        <Suspense fallback={placeholder}>
          {wanted ? <Trigger {...props} defaultOpen={openRequested} autoFocus={focused} /> : placeholder}
        </Suspense>
      </FallbackOnError>
    );
  }
  return LazyTrigger;
}
