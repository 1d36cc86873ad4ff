/**
 * Generation and metageneration preconditions, the way the product will guard against two uploads racing
 * for one name (`ifGenerationMatch: 0`) or a stale delete; failures are 412 with GCS's error shape.
 */
import { statusOf, useStorage } from './storageClient';

const ctx = useStorage('preconditions');

const PRECONDITION_MESSAGE = 'At least one of the pre-conditions you specified did not hold.';

describe('preconditions', () => {
  test.each([false, true])(
    'ifGenerationMatch 0 creates once, then 412 (resumable: %s)',
    async (resumable) => {
      const file = ctx().bucket.file(`create-once-${String(resumable)}.jpg`);
      await file.save('erste', { resumable, preconditionOpts: { ifGenerationMatch: 0 } });
      const error = await file.save('zweite', { resumable, preconditionOpts: { ifGenerationMatch: 0 } }).then(
        () => undefined,
        (e: { code?: number; message?: string; errors?: { reason?: string }[] }) => e,
      );
      expect(error?.code).toBe(412);
      if (!resumable) {
        expect(error?.message).toBe(PRECONDITION_MESSAGE);
        expect(error?.errors?.[0]?.reason).toBe('conditionNotMet');
      }
      expect((await file.download())[0].toString()).toBe('erste');
    },
  );

  test('ifGenerationMatch with the current generation overwrites, a stale one is refused', async () => {
    const file = ctx().bucket.file('overwrite.jpg');
    await file.save('v1', { resumable: false });
    const [v1] = await file.getMetadata();
    await file.save('v2', {
      resumable: false,
      preconditionOpts: { ifGenerationMatch: Number(v1.generation) },
    });
    expect(
      await statusOf(
        file.save('v3', { resumable: false, preconditionOpts: { ifGenerationMatch: Number(v1.generation) } }),
      ),
    ).toBe(412);
    expect((await file.download())[0].toString()).toBe('v2');
  });

  test('ifGenerationNotMatch: a write fails on the current generation and on a missing object', async () => {
    const file = ctx().bucket.file('not-match.jpg');
    expect(
      await statusOf(file.save('x', { resumable: false, preconditionOpts: { ifGenerationNotMatch: 123 } })),
    ).toBe(412);
    await file.save('v1', { resumable: false });
    const generation = Number((await file.getMetadata())[0].generation);
    expect(
      await statusOf(
        file.save('v2', { resumable: false, preconditionOpts: { ifGenerationNotMatch: generation } }),
      ),
    ).toBe(412);
    await file.save('v3', { resumable: false, preconditionOpts: { ifGenerationNotMatch: generation + 1 } });
    expect((await file.download())[0].toString()).toBe('v3');
  });

  test('delete with a stale generation is refused and keeps the object', async () => {
    const file = ctx().bucket.file('delete.jpg');
    await file.save('v1', { resumable: false });
    const generation = Number((await file.getMetadata())[0].generation);
    await file.save('v2', { resumable: false });
    expect(await statusOf(file.delete({ ifGenerationMatch: generation }))).toBe(412);
    expect((await file.exists())[0]).toBe(true);
    const current = Number((await file.getMetadata())[0].generation);
    await file.delete({ ifGenerationMatch: current });
    expect((await file.exists())[0]).toBe(false);
  });

  test('setMetadata with ifMetagenerationMatch: the current one applies, a stale one is refused', async () => {
    const file = ctx().bucket.file('metageneration.jpg');
    await file.save('x', { resumable: false });
    await file.setMetadata({ metadata: { step: '1' } }, { ifMetagenerationMatch: 1 });
    expect(
      await statusOf(file.setMetadata({ metadata: { step: 'stale' } }, { ifMetagenerationMatch: 1 })),
    ).toBe(412);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ metageneration: '2', metadata: { step: '1' } });
  });

  test('reads: ifGenerationMatch with another generation is 412', async () => {
    const file = ctx().bucket.file('read.jpg');
    await file.save('x', { resumable: false });
    const generation = Number((await file.getMetadata())[0].generation);
    expect(await statusOf(file.getMetadata({ ifGenerationMatch: generation + 1 }))).toBe(412);
    expect((await file.getMetadata({ ifGenerationMatch: generation }))[0].generation).toBe(
      String(generation),
    );
  });
});
