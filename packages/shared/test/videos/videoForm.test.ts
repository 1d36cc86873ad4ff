import {
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  videoFormOf,
  VIDEO_FORM_MESSAGES,
} from '../../src/videos/videoForm';
import { VIDEO_FIELD_MESSAGES, type Video } from '../../src/schemas/video';

const stored: Video = {
  id: 'rezepte-anpassen',
  title: 'Rezepte anpassen',
  topic: 'Planer',
  description: 'Wie man Rezepte anpasst.',
  order: 3,
  published: false,
  youtubeId: '',
};

describe('checkVideoForm', () => {
  it('names every field that is not right, in German', () => {
    const result = checkVideoForm({
      ...EMPTY_VIDEO_FORM,
      id: 'Neu!',
      order: '1,5',
      youtube: 'https://vimeo.com/1',
    });
    expect(result).toEqual({
      errors: {
        id: VIDEO_FIELD_MESSAGES.id,
        title: VIDEO_FIELD_MESSAGES.title,
        topic: VIDEO_FIELD_MESSAGES.topic,
        order: VIDEO_FIELD_MESSAGES.order,
        youtube: 'Das ist keine YouTube-Adresse oder Video-ID.',
      },
    });
  });

  it('wants an order and a description within its bound', () => {
    const form = { ...videoFormOf(stored), order: '', description: 'x'.repeat(1001) };
    expect(checkVideoForm(form, { stored })).toEqual({
      errors: { order: VIDEO_FIELD_MESSAGES.order, description: VIDEO_FIELD_MESSAGES.description },
    });
    expect(checkVideoForm({ ...form, order: '10000', description: '' }, { stored })).toEqual({
      errors: { order: VIDEO_FIELD_MESSAGES.order },
    });
  });

  it('stores a pasted address as its id, trimmed fields, and keeps a stored id', () => {
    const form = {
      ...videoFormOf(stored),
      id: 'anders',
      title: '  Rezepte anpassen und speichern ',
      youtube: 'https://youtu.be/dQw4w9WgXcQ?si=x',
      published: true,
    };
    expect(checkVideoForm(form, { stored })).toEqual({
      video: {
        ...stored,
        title: 'Rezepte anpassen und speichern',
        youtubeId: 'dQw4w9WgXcQ',
        published: true,
      },
    });
  });

  it('leaves the id empty when no address is given, and refuses an id another video has', () => {
    const form = { ...videoFormOf(stored), youtube: '  ' };
    expect(checkVideoForm(form, { stored, takenIds: [stored.id] })).toEqual({ video: stored });
    expect(checkVideoForm({ ...form }, { takenIds: [stored.id] })).toEqual({
      errors: { id: VIDEO_FORM_MESSAGES.idTaken },
    });
  });
});
