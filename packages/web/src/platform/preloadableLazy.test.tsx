import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;

class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Seite konnte nicht geladen werden</p> : this.props.children;
  }
}

function show(Shown: ReturnType<typeof preloadableLazy<{ title: string }>>, title: string) {
  return render(
    <Failed>
      <Suspense fallback={<p>Seite wird geladen</p>}>
        <Shown title={title} />
      </Suspense>
    </Failed>,
  );
}

it('renders a preloaded page in the first render, without the spinner', async () => {
  const page = preloadableLazy(() => Promise.resolve({ default: Page }));
  await act(() => page.preload());

  show(page, 'Speiseplan');
  // Synchronously after render: no spinner was ever committed.
  expect(screen.getByRole('heading', { name: 'Speiseplan' })).toBeInTheDocument();
  expect(screen.queryByText('Seite wird geladen')).not.toBeInTheDocument();
});

/** A load that finishes when the test says so. */
function deferredLoad() {
  let finish: (outcome: { default: typeof Page } | Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return { load, finish: (outcome: { default: typeof Page } | Error) => act(async () => finish(outcome)) };
}

it('shows the spinner until a page that was not preloaded has loaded', async () => {
  const { load, finish } = deferredLoad();
  const page = preloadableLazy(load);

  await act(async () => show(page, 'Rezepte'));
  expect(screen.getByText('Seite wird geladen')).toBeInTheDocument();
  await finish({ default: Page });
  expect(screen.getByRole('heading', { name: 'Rezepte' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads again after a failed load (the network was away)', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Page }>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Page });
  const page = preloadableLazy(load);
  await expect(page.preload()).rejects.toThrow('Failed to fetch');

  await act(async () => show(page, 'Zutaten'));
  expect(screen.getByRole('heading', { name: 'Zutaten' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows the error when the load fails on the way', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { load, finish } = deferredLoad();
  const page = preloadableLazy(load);

  await act(async () => show(page, 'Einkauf'));
  expect(screen.getByText('Seite wird geladen')).toBeInTheDocument();
  await finish(new Error('Failed to fetch dynamically imported module'));
  expect(screen.getByText('Seite konnte nicht geladen werden')).toBeInTheDocument();
});
