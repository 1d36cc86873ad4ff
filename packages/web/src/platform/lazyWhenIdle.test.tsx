import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWhenIdle } from './lazyWhenIdle';

const Dialog = ({ title }: { title: string }) => <h2>{title}</h2>;

/** Opens the lazy dialog as a page does, and waits until its heading shows. */
async function open(dialog: ReturnType<typeof lazyWhenIdle<{ title: string }>>, title: string) {
  render(
    <Suspense fallback="lädt">
      <dialog.Component title={title} />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
}

/** Longer than the idle wait: requestIdleCallback, or 200 ms where a browser has none. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 400));

it('fetches the chunk when the browser is idle, so the first opening needs no fetch', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Dialog }));
  const dialog = lazyWhenIdle(load);
  dialog.preload();
  dialog.preload();
  await idle();
  expect(load).toHaveBeenCalledTimes(1);

  await open(dialog, 'Gericht hinzufügen');
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches again on opening when the idle fetch failed (the network was away)', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Dialog }>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Dialog });
  const dialog = lazyWhenIdle(load);
  dialog.preload();
  await idle();
  expect(load).toHaveBeenCalledTimes(1);

  await open(dialog, 'Woche kopieren');
  expect(load).toHaveBeenCalledTimes(2);
});
