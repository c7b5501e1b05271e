import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdUntilFirstPage, whenPainted } from './after-paint.ts';
import { lazyPart } from './lazy-part.tsx';
import { lazyTrigger, type LazyTriggerProps, type TriggerPlaceholderProps } from './lazy-trigger.tsx';

/** A chunk that never arrives: a page must not wait for it. */
const never = <T,>() => vi.fn(() => new Promise<T>(() => {}));

/** One frame and the task after it: what whenPainted waits for before asking for idle time. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function Placeholder(_: TriggerPlaceholderProps) {
  return <button type="button">Menu (placeholder)</button>;
}

/** The page as the app renders it at startup: one render, as a transition. */
async function renderInTransition(page: React.ReactNode) {
  const view = render(<></>);
  await act(async () => startTransition(() => view.rerender(<>{page}</>)));
  return view;
}

describe('whenPainted', () => {
  it('calls back after the next frame, not before', async () => {
    const callback = vi.fn();
    whenPainted(callback);
    expect(callback).not.toHaveBeenCalled();
    await waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });

  it('waits for the first page while the start-up holds it: a frame of the loader is not the page', async () => {
    const release = holdUntilFirstPage();
    const callback = vi.fn();
    const cancelled = vi.fn();
    whenPainted(callback);
    whenPainted(cancelled)();
    await nextFrame();
    await nextFrame();
    expect(callback).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(callback).toHaveBeenCalledOnce());
    await nextFrame();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('never calls back once cancelled', async () => {
    const callback = vi.fn();
    whenPainted(callback)();
    await nextFrame();
    await nextFrame();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('parts a page shows without', () => {
  it('a page rendered in a transition shows with the placeholder of its lazy trigger, whose code comes after', async () => {
    const load = never<ComponentType<LazyTriggerProps>>();
    const Trigger = lazyTrigger(load, Placeholder);
    await renderInTransition(
      <>
        <h1>My wallets</h1>
        <Trigger />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'My wallets' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu (placeholder)' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Menu (placeholder)' })).toBeVisible();
  });

  it('asks for a lazy part only once the page is on screen, then shows it', async () => {
    let arrive!: (component: ComponentType<object>) => void;
    const load = vi.fn(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
    const Toaster = lazyPart(load, <p>no toasts yet</p>);
    await renderInTransition(
      <>
        <h1>My wallets</h1>
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'My wallets' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    // Until the code arrives, what was shown stays.
    expect(screen.getByText('no toasts yet')).toBeVisible();
    await act(async () => arrive(() => <p>toasts</p>));
    expect(await screen.findByText('toasts')).toBeVisible();
    expect(screen.queryByText('no toasts yet')).toBeNull();
  });

  it('shows a part whose code is already here at once', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>toasts</p>));
    const Toaster = lazyPart(load);
    const first = render(<Toaster />);
    expect(await first.findByText('toasts')).toBeVisible();
    first.unmount();

    render(<Toaster />);
    expect(screen.getByText('toasts')).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });
});
