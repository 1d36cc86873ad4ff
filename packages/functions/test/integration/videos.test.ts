/**
 * The Mediathek's backend (#13 item 4): videos in `catalogue/videos`, the public videos/list that shows
 * only published videos with a YouTube id, and the admins' videos/all, videos/save and videos/delete with
 * the version check (shared entryVerdict) and an audit entry in the same transaction.
 */
import type { Video } from '@speiseplaner/shared';
import { PATHS } from '../../src/lib/paths';
import { call, refusal, type Kitchen } from '../helpers/call';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';
import { changedOutside, wholeDatabase } from '../helpers/snapshot';

const video = (id: string, over: Partial<Video> = {}): Video => ({
  id,
  title: `Video ${id}`,
  topic: 'Planer',
  description: '',
  order: 10,
  published: true,
  youtubeId: 'dQw4w9WgXcQ',
  ...over,
});

const videosOf = (answer: { payload: { videos: Video[] } }) => answer.payload.videos.map((v) => v.id);

interface Audit {
  action: string;
  actor: { uid: string };
  changes: { field: string; before: string | null; after: string | null }[];
}
async function auditOf(id: string): Promise<Audit[]> {
  const snap = await testDb().collection('auditLog').where('target', '==', `videos/${id}`).get();
  return snap.docs.map((d) => d.data() as Audit);
}

/** Creates a video as the Verwaltung's "Neues Video" does; answers the stored one (version 1). */
const create = async (v: Video, who: Kitchen = admin) =>
  (await call<{ video: Video }>('videos/save', { video: v, version: 0, isNew: true }, who)).payload.video;

let admin: Kitchen;
let otherAdmin: Kitchen;

beforeAll(async () => {
  admin = await createAdmin();
  otherAdmin = await createAdmin();
});

// Start from an empty Mediathek; other test files must not see these videos.
beforeAll(() => testDb().doc('catalogue/videos').delete());
afterEach(() => testDb().doc('catalogue/videos').delete());

describe('videos/list', () => {
  it('shows visitors and kitchens only published videos with a YouTube id, in order', async () => {
    await create(video('zweites', { order: 20 }));
    await create(video('erstes', { order: 5 }));
    await create(video('entwurf', { published: false }));
    await create(video('ohne-id', { youtubeId: '' }));
    const kitchen = await createKitchen();
    expect(videosOf(await call('videos/list', {}, null))).toEqual(['erstes', 'zweites']);
    expect(videosOf(await call('videos/list', {}, kitchen))).toEqual(['erstes', 'zweites']);
    expect(videosOf(await call('videos/all', {}, admin))).toEqual([
      'erstes',
      'entwurf',
      'ohne-id',
      'zweites',
    ]);
  });

  it('answers an empty list while no video is stored, and listing writes nothing', async () => {
    const before = await wholeDatabase();
    expect((await call('videos/list', {}, null)).payload).toEqual({ videos: [] });
    expect((await call('videos/all', {}, admin)).payload).toEqual({ videos: [] });
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });
});

describe('videos/save', () => {
  it('publishes an edited video: only the catalogue and one audit entry change', async () => {
    const draft = video('rezepte-anpassen', { published: false, youtubeId: '' });
    expect(await create(draft)).toEqual({ ...draft, version: 1 });
    const before = await wholeDatabase();
    const published = { ...draft, published: true, youtubeId: 'dQw4w9WgXcQ' };
    const answer = await call('videos/save', { video: published, version: 1, isNew: false }, admin);
    expect(answer.payload).toEqual({ video: { ...published, version: 2 } });
    const changed = changedOutside(before, await wholeDatabase(), []);
    expect(changed).toHaveLength(2);
    expect(changed).toContain('geändert: catalogue/videos');
    expect(changed.filter((c) => c.startsWith('neu: auditLog/'))).toHaveLength(1);
    expect(videosOf(await call('videos/list', {}, null))).toEqual(['rezepte-anpassen']);
    const audits = await auditOf('rezepte-anpassen');
    expect(audits.map((a) => a.action)).toEqual(['videos/save', 'videos/save']);
    // The entry names what the admin changed, not the version every save moves.
    expect(audits.map((a) => a.changes.map((c) => c.field).sort())).toContainEqual([
      'published',
      'youtubeId',
    ]);
  });

  it('counts a video stored without a version (before versions) as version 0', async () => {
    const old = video('alt', { title: 'Alt' });
    await testDb()
      .doc(PATHS.videoCatalogue)
      .set({ items: [old], version: 1 });
    expect((await call('videos/all', {}, admin)).payload).toEqual({ videos: [old] });
    const edited = { ...old, title: 'Neu' };
    expect(await refusal('videos/save', { video: edited, version: 1, isNew: false }, admin)).toMatchObject({
      code: 'failed-precondition',
    });
    expect((await call('videos/save', { video: edited, version: 0, isNew: false }, admin)).payload).toEqual({
      video: { ...edited, version: 1 },
    });
  });

  it('refuses a second admin who saves over a changed video, and overwrites nothing', async () => {
    const first = video('hygiene', { title: 'Hygiene' });
    await create(first);
    const renamed = { ...first, title: 'Hygiene in der Küche' };
    await call('videos/save', { video: renamed, version: 1, isNew: false }, admin);
    const before = await wholeDatabase();
    expect(
      await refusal('videos/save', { video: { ...first, order: 99 }, version: 1, isNew: false }, otherAdmin),
    ).toEqual({
      code: 'failed-precondition',
      message:
        'Das Video „Hygiene in der Küche“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('refuses a new video whose id is taken, and a repeated save writes nothing', async () => {
    const first = video('doppelt');
    await create(first);
    const before = await wholeDatabase();
    expect((await call('videos/save', { video: first, version: 0, isNew: true }, admin)).payload).toEqual({
      video: { ...first, version: 1 },
    });
    expect(
      await refusal('videos/save', { video: { ...first, title: 'Anders' }, version: 0, isNew: true }, admin),
    ).toEqual({
      code: 'already-exists',
      message: 'Die Kennung „doppelt“ hat bereits das Video „Video doppelt“. Bitte wählen Sie eine andere.',
    });
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('refuses an id that is no YouTube id with the schema’s German message', async () => {
    const answer = await refusal(
      'videos/save',
      { video: video('kaputt', { youtubeId: 'https://evil' }), version: 0, isNew: true },
      admin,
    );
    expect(answer).toEqual({
      code: 'invalid-argument',
      message: 'Das ist keine YouTube-Adresse oder Video-ID.',
    });
  });
});

describe('videos/delete', () => {
  it('removes a video with an audit entry; a video changed meanwhile is not deleted', async () => {
    await create(video('weg'));
    await call(
      'videos/save',
      { video: video('weg', { title: 'Geändert' }), version: 1, isNew: false },
      otherAdmin,
    );
    expect(await refusal('videos/delete', { id: 'weg', version: 1 }, admin)).toEqual({
      code: 'failed-precondition',
      message:
        'Das Video „Geändert“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect((await call('videos/delete', { id: 'weg', version: 2 }, admin)).payload).toEqual({
      id: 'weg',
    });
    expect((await call('videos/all', {}, admin)).payload).toEqual({ videos: [] });
    expect((await auditOf('weg')).map((a) => a.action).sort()).toEqual([
      'videos/delete',
      'videos/save',
      'videos/save',
    ]);
    expect(await refusal('videos/delete', { id: 'weg', version: 2 }, admin)).toEqual({
      code: 'not-found',
      message: 'Das Video wurde nicht gefunden.',
    });
  });
});
