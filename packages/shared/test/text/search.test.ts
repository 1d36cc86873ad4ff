import { foldSearchText, matchesSearch, searchKey, SEARCH_SYNONYMS } from '../../src/text/search';

const finds = (text: string, search: string) => matchesSearch([text], search);

describe('search rule', () => {
  it('ignores case, Umlaut spelling, ß and hyphens', () => {
    expect(foldSearchText('  Möhren-Ingwer  Suppe ')).toBe('moehren ingwer suppe');
    expect(finds('Möhrensuppe', 'MOEHREN')).toBe(true);
    expect(finds('Kartoffelsuppe mit Soße', 'sosse')).toBe(true);
    expect(finds('Kartoffel-Lauch-Suppe', 'kartoffel lauch')).toBe(true);
  });

  it('finds regional names of the same food in both directions', () => {
    const pairs: [string, string][] = [
      ['Möhren', 'Karotten'],
      ['Karotten', 'Mohrrüben'],
      ['Blumenkohl', 'Karfiol'],
      ['Sahne', 'Rahm'],
      ['Quark', 'Topfen'],
      ['Brötchen', 'Semmel'],
      ['Porree', 'Lauch'],
      ['Feldsalat', 'Rapunzel'],
      ['Rote Bete', 'Rote Rübe'],
      ['Pfannkuchen', 'Eierkuchen'],
      ['Tomate', 'Paradeiser'],
    ];
    for (const [a, b] of pairs) {
      expect({ a, b, found: finds(a, b) }).toEqual({ a, b, found: true });
      expect({ a, b, found: finds(b, a) }).toEqual({ a, b, found: true });
    }
    expect(finds('Möhrensalat mit Apfel', 'Karotte')).toBe(true);
    expect(finds('Karottensuppe', 'möhren')).toBe(true);
    expect(finds('Vollkornbrötchen', 'Semmel')).toBe(true);
    expect(finds('Tomatensoße', 'Paradeiser')).toBe(true);
  });

  it('reads a name only at the start of a word: Schnittlauch is no Porree, Sauerrahm no Sahne', () => {
    expect(finds('Schnittlauch', 'Porree')).toBe(false);
    expect(finds('Knoblauch', 'Porree')).toBe(false);
    expect(finds('Lauchzwiebeln', 'Porree')).toBe(false);
    expect(finds('Sauerrahm', 'Sahne')).toBe(false);
    expect(finds('Semmelbrösel', 'Brötchen')).toBe(false);
    expect(finds('Semmelbrösel', 'Paniermehl')).toBe(true);
    // The typed text itself still matches inside a word.
    expect(finds('Schnittlauch', 'lauch')).toBe(true);
  });

  it('matches everything on an empty search and nothing unrelated', () => {
    expect(finds('Linsensuppe', '   ')).toBe(true);
    expect(finds('Linsensuppe', 'Möhren')).toBe(false);
    expect(matchesSearch(['Eintopf', 'Gemüse'], 'gemüse')).toBe(true);
  });

  it('has every name in one group only, written in lower case', () => {
    const names = SEARCH_SYNONYMS.flat().map(foldSearchText);
    expect(new Set(names).size).toBe(names.length);
    for (const name of SEARCH_SYNONYMS.flat()) expect(name).toBe(name.toLocaleLowerCase('de'));
    expect(searchKey('Karotten')).toBe(searchKey('Möhren'));
  });
});
