import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWhenIdle } from './lazyWhenIdle';

const Dialog = ({ title }: { title: string }) => <h2>{title}</h2>;

it('fetches the chunk when the browser is idle, so the first opening needs no fetch', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Dialog }));
  const dialog = lazyWhenIdle(load);
  dialog.preload();
  dialog.preload();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(load).toHaveBeenCalledTimes(1);

  render(
    <Suspense fallback="lädt">
      <dialog.Component title="Gericht hinzufügen" />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Gericht hinzufügen' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches again on opening when the idle fetch failed (the network was away)', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Dialog }>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Dialog });
  const dialog = lazyWhenIdle(load);
  dialog.preload();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(load).toHaveBeenCalledTimes(1);

  render(
    <Suspense fallback="lädt">
      <dialog.Component title="Woche kopieren" />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Woche kopieren' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
