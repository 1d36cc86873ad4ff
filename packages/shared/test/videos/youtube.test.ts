import { parseYouTubeId } from '../../src/videos/youtube';

const ID = 'dQw4w9WgXcQ';
const MESSAGE = 'Das ist keine YouTube-Adresse oder Video-ID.';

describe('parseYouTubeId', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    ['a-b_c-d_e-F'],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://m.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2#t=10`],
    [`https://WWW.YouTube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`youtu.be/${ID}?si=abcdef&t=3`],
    [`https://youtu.be/${ID}/`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=30&rel=0`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}`],
  ])('reads the id from %s', (input) => {
    const result = parseYouTubeId(input);
    expect(result).toEqual({ ok: true, id: input.trim() === 'a-b_c-d_e-F' ? 'a-b_c-d_e-F' : ID });
  });

  it.each(
    [
      [''],
      ['   '],
      ['dQw4w9WgXc'],
      ['dQw4w9WgXcQQ'],
      ['dQw4w9WgXc!'],
      ['dQw4w9 WgXcQ'],
      ['dQw4w9WgXcÄ'],
      [`https://www.youtube.com/watch?v=${ID}x`],
      [`https://www.youtube.com/watch?v=`],
      [`https://www.youtube.com/watch?list=${ID}`],
      ['https://www.youtube.com/'],
      ['https://www.youtube.com/@kanal'],
      [`https://www.youtube.com/channel/${ID}`],
      [`https://www.youtube.com/embed/${ID}/extra`],
      [`https://www.youtube.com/embed/%64Qw4w9WgXcQ`],
      [`https://youtu.be/`],
      [`https://youtu.be/${ID}/x`],
      [`https://youtu.be/watch?v=${ID}`],
      [`https://www.youtube-nocookie.com/watch?v=${ID}`],
      [`https://vimeo.com/${ID}`],
      [`https://youtube.com.example.org/watch?v=${ID}`],
      [`https://example.org/youtube.com/watch?v=${ID}`],
      [`https://example.org/?u=https://youtu.be/${ID}`],
      [`https://www.youtube.com@example.org/watch?v=${ID}`],
      [`https://user:pass@www.youtube.com/watch?v=${ID}`],
      [`https://www.youtube.com:8080/watch?v=${ID}`],
      [`notyoutube.com/watch?v=${ID}`],
      [`javascript:alert(1)//youtu.be/${ID}`],
      [`data:text/html,<script>alert(1)</script>`],
      [`ftp://youtu.be/${ID}`],
      [`file:///youtu.be/${ID}`],
      [`<iframe src="https://www.youtube.com/embed/${ID}"></iframe>`],
      [`https://www.youtube.com/watch?v=<script>`],
      [`https://youtu.be/${ID}\u0000`],
      [`https://xn--yutube-wqf.com/watch?v=${ID}`],
      ['https://'],
      ['http://[::1]/'],
      [`https://youtu.be/${ID}?${'a'.repeat(3000)}`],
      ['x'.repeat(100_000)],
      [`https://youtu.be/\t${ID}`],
      [`https://youtu.be/${ID}\u200b`],
      [`https://www.you tube.com/watch?v=${ID}`],
    ].map(([input]) => [input!.slice(0, 70), input!]),
  )('refuses %s with the German message', (_label, input) => {
    expect(parseYouTubeId(input)).toEqual({ ok: false, message: MESSAGE });
  });
});
