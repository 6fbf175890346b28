// How a question's words are read before any answer is written: which subject leads, which words
// belong to a name, and which form of question is asked. Examples are our own, not from any set.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { root } from '../src/normalize.ts';
import { openingOf } from './eval/sets.ts';

const lead = (q: string) => understand(q).subjects[0];

describe('a country is the setting of anything narrower', () => {
  it.each([
    ['what does Portugal call Vintage Port that is bottled late?', 'term'],
    ['what does a Spanish Cava taste like', 'region'],
    ['in Italy what is Prosecco made from', 'region'],
  ])('"%s" leads with the narrower record', (q, kind) => {
    const s = lead(q);
    expect(s?.kind).toBe(kind);
    expect(s && s.kind === 'region' ? s.id : '').not.toMatch(/^(portugal|spain|italy)$/);
  });

  it('reads a country adjective before a wine as the country, not the language', () => {
    expect(understand('what does a Spanish Cava taste like').intent).toBe('tasting');
    expect(understand('how do I learn Spanish quickly').intent).toBe('off-topic');
  });

  it('keeps the country when it qualifies a place word: the question asks for a place in it', () => {
    const s = understand('which French region is best known for Gamay?').subjects;
    expect(s[0]?.id).toBe('france');
  });
});

describe('a category word beside a place is its status, not a question of law', () => {
  it.each([
    ['what red grape is the Chinon AOC known for', 'grape-of'],
    ['tell me about the Douro DOC wines', 'describe'],
    ['the Barossa GI - what is its climate like', 'describe'],
  ])('"%s" is read as %s', (q, intent) => {
    const u = understand(q);
    expect(u.intent).toBe(intent);
    expect(u.subjects.some((s) => s.kind === 'term')).toBe(false);
    expect(u.subjects[0]?.kind).toBe('region');
  });

  it('still reads law when the question asks for rules', () => {
    expect(understand('what are the rules of the Chinon AOC').intent).toBe('law');
  });

  it('reads "what white grape" and "which main grape" as asking for the grapes', () => {
    expect(understand('what white grape is Savennières made from').intent).toBe('grape-of');
    expect(understand('which main grape goes into Hermitage').intent).toBe('grape-of');
  });
});

describe('a smell said of the wine is what is asked about', () => {
  it('reads a smell of a fault as tasting, not pairing, even with "struck matches"', () => {
    const u = understand('this white smells of rubber and struck matches, is it off?');
    expect(u.intent).not.toBe('pairing');
    expect(openingOf('this white smells of rubber and struck matches, is it off?')).toMatch(/reduc|sulph|sulf/);
  });

  it('puts the symptom before the thing it shows in', () => {
    const s = understand('the cork was pushed up and the wine tastes stewed').subjects;
    expect(s[0]?.id).toBe('fault-heat-damage');
  });

  it('reads "where does the … smell come from" and "what causes the … note" as tasting', () => {
    expect(understand('where does the petrol smell in old Riesling come from').intent).toBe('tasting');
    expect(understand('what causes the vanilla note in Rioja').intent).toBe('tasting');
  });

  it('leads with the fact that gives the cause of a smell asked about by name', () => {
    expect(openingOf('what causes the petrol note in aged Riesling?')).toContain('tdn');
    expect(openingOf('where does the buttery smell in some Chardonnay come from?')).toMatch(/malolactic|diacetyl/);
    expect(openingOf('what gives Champagne its bready aromas?')).toContain('lees');
  });
});

describe('a diet word beside the wine is about its making', () => {
  it.each(['is Prosecco vegan?', 'are most red wines vegan', 'what makes a vegan wine'])('"%s"', (q) => {
    const u = understand(q);
    expect(u.intent).not.toBe('pairing');
    expect(u.foods).toHaveLength(0);
  });

  it('still pairs a vegan dish', () => {
    expect(understand('what wine goes with a vegan curry').intent).toBe('pairing');
    expect(answer({ question: 'what wine goes with a vegan curry', level: 2 }).intent).toBe('pairing');
  });
});

describe('spirit added in the making of wine is not another drink', () => {
  it.each([
    'why is grape spirit added to Port before fermentation ends',
    'how much spirit is added when fortifying a Vin Doux Naturel',
    'what does fortifying with neutral spirit do to the must',
  ])('"%s" stays on wine', (q) => {
    expect(understand(q).intent).not.toBe('off-topic');
  });

  it('still steers a question about spirits themselves', () => {
    expect(understand('what is the best spirit for a martini').intent).toBe('off-topic');
  });
});

describe('names are indexed as names', () => {
  it('reads a wine acronym noted beside a food in the records as the acronym ("VDN")', () => {
    expect(understand('is a VDN always sweet').subjects[0]?.id).toBe('vin-doux-naturel');
  });

  it('does not take a note about a synonym for a name: "Australian" is the country, not a grape', () => {
    expect(understand('Australian Semillon, what is it like').subjects.some((s) => s.id === 'muscadelle')).toBe(false);
    expect(
      understand('what are the Australian rules for labelling a variety').subjects.some((s) => s.kind === 'grape'),
    ).toBe(false);
  });
});

describe('a share of a grape in a place', () => {
  it('puts the place first and leads with the fact that gives the share', () => {
    expect(understand('the maximum Viognier allowed in Côte-Rôtie?').subjects[0]?.id).toBe('cote-rotie');
    expect(openingOf('how much Viognier can go into Côte-Rôtie', 4)).toContain('20%');
  });

  it('keeps the order when no share is asked', () => {
    expect(understand('does Viognier grow in Côte-Rôtie').subjects[0]?.id).toBe('viognier');
  });
});

describe('a label term a place bears, asked about by name', () => {
  it('is explained, not echoed back as "On the label"', () => {
    const o = openingOf('what does Cava de Paraje Calificado mean', 3);
    expect(o).toMatch(/single site|36 months/);
    expect(o).not.toContain('on the label: cava de paraje calificado');
  });

  it('brings the meaning of the term its name holds', () => {
    expect(openingOf('tell me about Wiener Gemischter Satz', 3)).toContain('field blend');
  });
});

describe('words of the cellar and the trade that name wine things', () => {
  it.each([
    ['what happens during the prise de mousse', /second fermentation/],
    ['how many litres in a puncheon', /500 litres/],
    ['is bottle shock a real thing', /temporary|muted/],
    ['how does a Coravin keep wine fresh', /argon/],
  ])('"%s" is answered, not steered away', (q, re) => {
    expect(understand(q).intent).not.toBe('off-topic');
    expect(openingOf(q, 3)).toMatch(re);
  });
});

describe('one step of a method, asked by what it does', () => {
  it('reads "how do they …" as a question of making and leads with the step', () => {
    const q = 'how do producers remove the yeast sediment from bottles of Cava';
    expect(understand(q).intent).toBe('how-made');
    expect(openingOf(q, 2)).toContain('disgorg');
  });

  it('does not read "how do you taste" or "how do you pronounce" as making', () => {
    expect(understand('how do you taste wine properly').intent).not.toBe('how-made');
  });
});

describe('a true-or-false comparison of a thing and its "non-" form', () => {
  const verdict = (q: string) => answer({ question: q, level: 3 }).markdown.slice(0, 12);
  it('is judged on the two figures', () => {
    expect(verdict('True or false: non-vintage Champagne spends longer on its lees than vintage Champagne.')).toContain(
      'False',
    );
    expect(verdict('True or false: vintage Champagne ages longer than non-vintage Champagne.')).toContain('True');
    expect(verdict('True or false: non-vintage Champagne ages for a shorter time than vintage Champagne')).toContain(
      'True',
    );
  });
});

describe('a noun and its verb meet', () => {
  it.each([
    ['removal', 'removing'],
    ['leaves', 'leaf'],
    ['controlled', 'control'],
    ['thinning', 'thin'],
    ['treatment', 'treated'],
    ['fermented', 'ferment'],
    ['fermentation', 'ferment'],
  ])('"%s" and "%s" share a root', (a, b) => {
    expect(root(a)).toBe(root(b));
  });

  it('keeps apart words that only look alike', () => {
    expect(root('mineral')).not.toBe(root('mine'));
    expect(root('chemical')).not.toBe(root('chemic'));
  });

  it('finds an option written with the verb when the records name the practice with the noun', () => {
    const md = answer({
      question:
        'Which practice improves air circulation around the bunches and lowers the risk of rot?\nA) removing leaves\nB) adding sulphur dioxide\nC) chaptalising the must\nD) racking the wine',
      level: 2,
    }).markdown;
    expect(md.slice(0, 40)).toContain('A —');
  });
});

describe('an exam item asking what a label word means', () => {
  it('is answered from the word’s meaning, not from the grapes of the place the label comes from', () => {
    for (const [q, letter] of [
      [
        "On a Crémant label, 'Doux' means the wine is:\nA) made from Chardonnay only\nB) sweet, with a lot of sugar\nC) a single vintage\nD) aged in oak",
        'B',
      ],
      [
        "What does 'Extra Brut' mean on a Champagne label?\nA) made from Chardonnay only\nB) very dry, with almost no sugar\nC) a single vintage\nD) aged in oak",
        'B',
      ],
    ])
      expect(answer({ question: q, level: 2 }).markdown.slice(0, 40)).toContain(`${letter} —`);
  });
});

describe('the way asked about leads a method', () => {
  it('leads with the way named by two words side by side', () => {
    expect(openingOf('how is rosé made by the saignée method, bleeding off juice', 2)).toMatch(/^.{0,120}saign/);
  });

  it('does not lead with a point that only meets the words apart', () => {
    expect(openingOf('can you make a white wine from black grapes', 1)).toMatch(/juice|pulp|skins/);
  });
});

describe('how a wine is made, asked of one of its traits', () => {
  it('opens with the fact of the record that answers the trait asked about', () => {
    expect(openingOf('how does Tokaji Aszú get so sweet', 2)).toMatch(/botryt|noble rot|aszú|aszu/);
  });
});

describe('a wine word in the plural is still a wine word', () => {
  it.each(['what are cooperages', 'which categories are for single estates'])('"%s" is not steered away', (q) => {
    expect(understand(q).intent).not.toBe('off-topic');
  });
});

describe('an adjective of a wine region names it', () => {
  it.each([
    ['what is Styrian Sauvignon Blanc like', 'styria'],
    ['is Tasmanian Pinot Noir any good', 'tasmania'],
    ['tell me about Corsican rosé', 'corsica'],
  ])('"%s" names %s', (q, id) => {
    expect(understand(q).subjects.some((s) => s.kind === 'region' && s.id === id)).toBe(true);
  });
});

describe('a place within, asked by its category', () => {
  it('answers "which <place> AVA / DOC" from the places within', () => {
    expect(openingOf('which Napa AVA is known for mountain Cabernet', 3)).toMatch(
      /howell mountain|spring mountain|mount veeder/,
    );
  });
});

describe('a word no record is named by, asked for its meaning', () => {
  it('is glossed from the point that uses it', () => {
    expect(openingOf('what does "azienda agricola" mean', 2)).toContain('estate');
    expect(openingOf('what does weingut mean', 2)).toContain('estate');
  });
});

describe('a term of the trade named in a "what is" question is what is asked', () => {
  it.each([
    ['my alsace riesling says VT on the label, what does that mean?', 'late harvest'],
    ['a bottle of port says LBV - what is that', 'single year'],
    ['what is a barolo MGA', 'menzione geografica aggiuntiva'],
  ])('"%s" opens with the term', (q, fact) => {
    expect(openingOf(q)).toContain(fact);
  });

  it('never reads a place’s own name, or a place written beside a term, as the term', () => {
    expect(openingOf('what is chianti classico')).not.toMatch(/\bclassico( \([^)]*\))?:/);
    expect(openingOf('what is the climate of santorini')).toContain('climate');
  });
});

describe('dealing with a pest or disease, in any words', () => {
  it('reads treat, fight, combat, beat, tackle and cure as control', () => {
    for (const w of ['treated', 'treatment', 'fight', 'combat', 'beat', 'tackle', 'cure'])
      expect(root(w), w).toBe(root('controlled'));
    // A cured ham is not a cure.
    expect(root('cured')).not.toBe(root('controlled'));
  });

  it('opens with the remedy for the disease asked about', () => {
    expect(openingOf('what do vineyards use to combat oidium?')).toContain('sulfur');
  });
});

describe('what a people calls a grape', () => {
  it.each([
    ['what do australians call syrah', 'shiraz'],
    ['what do the germans call pinot noir', 'spätburgunder'],
  ])('"%s" opens with the local name', (q, name) => {
    expect(openingOf(q)).toContain(name);
  });
});

describe('which other grape a grape is', () => {
  it('opens with its other names, the place named only its setting', () => {
    expect(openingOf('in australia, mataro is the same as which grape?')).toContain('monastrell');
    expect(openingOf('what other names does grenache go by')).toContain('cannonau');
  });
});

describe('"where in" a country asks for the place within it', () => {
  it('opens with the grape’s home inside the country named', () => {
    expect(openingOf('where in spain is albarino grown')).toContain(
      'in spain, albariño is above all the grape of galicia',
    );
  });
});
