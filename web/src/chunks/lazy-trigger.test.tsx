import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyTrigger, type LazyTriggerProps, type TriggerPlaceholderProps } from './lazy-trigger.tsx';

/** A module load the test settles itself, once the code has been asked for (after the first paint). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = vi.fn(() => promise);
  const asked = () => waitFor(() => expect(load).toHaveBeenCalledOnce());
  return { load, asked, resolve, reject };
}

function Placeholder({ label, onPressStart, onFocusChange }: { label: string } & TriggerPlaceholderProps) {
  return (
    <button
      type="button"
      onPointerDown={onPressStart}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      {label} (placeholder)
    </button>
  );
}

function Real({ label, defaultOpen, autoFocus }: { label: string } & LazyTriggerProps) {
  return (
    <>
      <button type="button" autoFocus={autoFocus}>
        {label}
      </button>
      {defaultOpen && <div role="dialog" aria-label={label} />}
    </>
  );
}

describe('lazyTrigger', () => {
  it('shows the placeholder until the trigger arrives, then the trigger, closed', async () => {
    const load = deferred<typeof Real>();
    const Trigger = lazyTrigger(load.load, Placeholder);
    render(<Trigger label="Menu" />);
    expect(screen.getByRole('button', { name: 'Menu (placeholder)' })).toBeVisible();

    await load.asked();
    await act(async () => load.resolve(Real));

    expect(await screen.findByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu (placeholder)' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the trigger on arrival when a press started on the placeholder, and hands it the focus', async () => {
    const user = userEvent.setup();
    const load = deferred<typeof Real>();
    const Trigger = lazyTrigger(load.load, Placeholder);
    render(<Trigger label="Menu" />);

    await user.click(screen.getByRole('button', { name: 'Menu (placeholder)' }));
    await load.asked();
    await act(async () => load.resolve(Real));

    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('asks for the code as soon as the placeholder gets the focus, which stays on it until the trigger takes it', async () => {
    const load = deferred<typeof Real>();
    const Trigger = lazyTrigger(load.load, Placeholder);
    render(<Trigger label="Menu" />);
    const placeholder = screen.getByRole('button', { name: 'Menu (placeholder)' });

    // No frame has passed: the focus alone asks for the code.
    act(() => placeholder.focus());
    expect(load.load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Menu (placeholder)' })).toBe(placeholder);
    expect(placeholder).toHaveFocus();

    await act(async () => load.resolve(Real));
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('keeps the placeholder when the trigger cannot be loaded', async () => {
    const load = deferred<typeof Real>();
    const Trigger = lazyTrigger(load.load, Placeholder);
    render(<Trigger label="Menu" />);

    await load.asked();
    await act(async () => load.reject(new TypeError('Failed to fetch dynamically imported module')));

    expect(screen.getByRole('button', { name: 'Menu (placeholder)' })).toBeVisible();
  });
});
