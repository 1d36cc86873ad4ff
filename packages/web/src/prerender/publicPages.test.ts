import { ARTICLE_INDEX, WORKSHOPS } from '@speiseplaner/content';
import { pageFile, publicPages } from './publicPages';

const NOW = Date.parse('2026-11-26T12:00:00+01:00');

describe('publicPages', () => {
  const pages = publicPages(NOW);
  const paths = pages.map((page) => page.path);

  it('holds the home page, every article of the content index, the Mediathek and the newsletter', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        ...ARTICLE_INDEX.map((article) => `/artikel/${article.slug}`),
        '/mediathek',
        '/newsletter',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds the workshops still to come, not the past ones', () => {
    const workshops = paths.filter((path) => path.startsWith('/workshops/'));
    const upcoming = WORKSHOPS.filter((workshop) => Date.parse(workshop.date) > NOW);
    expect(workshops).toEqual(upcoming.map((workshop) => `/workshops/${workshop.slug}`));
    expect(upcoming.length).toBeLessThan(WORKSHOPS.length);
  });

  it('gives an article its title, its teaser as description and the type article', () => {
    const [first] = ARTICLE_INDEX;
    expect(pages.find((page) => page.path === `/artikel/${first!.slug}`)).toEqual({
      path: `/artikel/${first!.slug}`,
      title: `${first!.title} – Speiseplaner`,
      description: first!.teaser,
      type: 'article',
    });
  });

  it('describes a workshop by its date in words, time and place', () => {
    const workshop = pages.find((page) => page.path.startsWith('/workshops/'))!;
    expect(workshop.description).toMatch(
      /^Workshop „.+“ am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-Za-zä]+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} Uhr, .+\.$/,
    );
  });
});

describe('pageFile', () => {
  it('names the file Hosting serves for the address with cleanUrls', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/artikel/speiseplan')).toBe('artikel/speiseplan.html');
    expect(pageFile('/mediathek')).toBe('mediathek.html');
  });
});
