/**
 * The Mediathek's backend (#13 item 4): videos in `catalogue/videos`, the public videos/list that shows
 * only published videos with a YouTube id, and the admins' videos/all, videos/save and videos/delete with
 * the conflict check and an audit entry in the same transaction.
 */
import type { Video } from '@speiseplaner/shared';
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

async function auditOf(id: string): Promise<{ action: string; actor: { uid: string } }[]> {
  const snap = await testDb().collection('auditLog').where('target', '==', `videos/${id}`).get();
  return snap.docs.map((d) => d.data() as { action: string; actor: { uid: string } });
}

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
    await call('videos/save', { video: video('zweites', { order: 20 }), expected: null }, admin);
    await call('videos/save', { video: video('erstes', { order: 5 }), expected: null }, admin);
    await call('videos/save', { video: video('entwurf', { published: false }), expected: null }, admin);
    await call('videos/save', { video: video('ohne-id', { youtubeId: '' }), expected: null }, admin);
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
    await call('videos/save', { video: draft, expected: null }, admin);
    const before = await wholeDatabase();
    const published = { ...draft, published: true, youtubeId: 'dQw4w9WgXcQ' };
    const answer = await call('videos/save', { video: published, expected: draft }, admin);
    expect(answer.payload).toEqual({ video: published });
    const changed = changedOutside(before, await wholeDatabase(), []);
    expect(changed).toHaveLength(2);
    expect(changed).toContain('geändert: catalogue/videos');
    expect(changed.filter((c) => c.startsWith('neu: auditLog/'))).toHaveLength(1);
    expect(videosOf(await call('videos/list', {}, null))).toEqual(['rezepte-anpassen']);
    expect((await auditOf('rezepte-anpassen')).map((a) => a.action)).toEqual(['videos/save', 'videos/save']);
  });

  it('refuses a second admin who saves over a changed video, and overwrites nothing', async () => {
    const first = video('hygiene', { title: 'Hygiene' });
    await call('videos/save', { video: first, expected: null }, admin);
    await call('videos/save', { video: { ...first, title: 'Hygiene in der Küche' }, expected: first }, admin);
    const before = await wholeDatabase();
    expect(
      await refusal('videos/save', { video: { ...first, order: 99 }, expected: first }, otherAdmin),
    ).toEqual({
      code: 'failed-precondition',
      message:
        'Das Video „Hygiene in der Küche“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('refuses a new video whose id is taken, and a repeated save writes nothing', async () => {
    const first = video('doppelt');
    await call('videos/save', { video: first, expected: null }, admin);
    const before = await wholeDatabase();
    expect((await call('videos/save', { video: first, expected: null }, admin)).payload).toEqual({
      video: first,
    });
    expect(
      await refusal('videos/save', { video: { ...first, title: 'Anders' }, expected: null }, admin),
    ).toEqual({
      code: 'already-exists',
      message: 'Die Kennung „doppelt“ hat bereits das Video „Video doppelt“. Bitte wählen Sie eine andere.',
    });
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('refuses an id that is no YouTube id with the schema’s German message', async () => {
    const answer = await refusal(
      'videos/save',
      { video: video('kaputt', { youtubeId: 'https://evil' }), expected: null },
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
    const first = video('weg');
    await call('videos/save', { video: first, expected: null }, admin);
    const changed = { ...first, title: 'Geändert' };
    await call('videos/save', { video: changed, expected: first }, otherAdmin);
    expect((await refusal('videos/delete', { id: 'weg', expected: first }, admin)).code).toBe(
      'failed-precondition',
    );
    expect((await call('videos/delete', { id: 'weg', expected: changed }, admin)).payload).toEqual({
      id: 'weg',
    });
    expect((await call('videos/all', {}, admin)).payload).toEqual({ videos: [] });
    expect((await auditOf('weg')).map((a) => a.action).sort()).toEqual([
      'videos/delete',
      'videos/save',
      'videos/save',
    ]);
    expect(await refusal('videos/delete', { id: 'weg', expected: changed }, admin)).toEqual({
      code: 'not-found',
      message: 'Das Video wurde nicht gefunden.',
    });
  });
});
