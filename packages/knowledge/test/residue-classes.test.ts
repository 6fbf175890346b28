// Classes left over from earlier rounds, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { otherTemperature } from '../src/service.ts';
import { openingOf } from './eval/sets.ts';

/** The items of the "Service notes" list of an answer. */
function serviceNotes(question: string): string[] {
  const md = answer({ question, level: 3, style: 'friendly' }).markdown;
  const part = md.split('### Service notes')[1]?.split('###')[0] ?? '';
  return part
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));
}

describe('service notes after a serving temperature', () => {
  it('follow the row the opening chose', () => {
    for (const q of ['What temperature suits a simple Valpolicella?', 'How chilled should a Chinon be poured?']) {
      const notes = serviceNotes(q).join(' ');
      expect(notes).not.toMatch(/Medium- and full-bodied red: /);
      expect(notes).not.toMatch(/Sweet wines: /);
    }
  });

  it('leave out advice for another style at another temperature', () => {
    for (const q of [
      'At what temperature do I pour a Pouilly-Fumé?',
      'How warm should a Brunello di Montalcino be served?',
    ])
      expect(serviceNotes(q).join(' ')).not.toMatch(/refreshing at about 13 °C/);
    expect(otherTemperature('Light reds are refreshing at about 13 °C.', 'Red: 15–18 °C')).toBe(true);
    expect(otherTemperature('Light reds are refreshing at about 13 °C.', 'Light red: about 13 °C')).toBe(false);
    expect(otherTemperature('A fridge is about 4–5 °C.', 'Red: 15–18 °C')).toBe(false);
  });

  it('open with the row that names the wine among its examples', () => {
    expect(openingOf('What is the right serving temperature for a chilled Beaujolais?')).toMatch(/13 °c/);
    expect(openingOf('How cold do you pour a Pouilly-Fumé at a dinner?')).toMatch(/7–10 °c/);
  });
});

describe('why a place makes its wines the way it does', () => {
  it('opens with the place’s cause, not the grape’s profile', () => {
    const a = openingOf('How come Pomerol is such a Merlot-dominated appellation? Why is that?');
    expect(a).toMatch(/clay/);
    const b = openingOf('Why does Marlborough make such zesty Sauvignon Blanc?');
    expect(b).toMatch(/^(\S+ ){0,4}marlborough/);
    expect(b).toMatch(/cold nights|cool/);
    const c = openingOf('Why does the Clare Valley produce such lime-scented Riesling?');
    expect(c).toMatch(/cold nights|altitude/);
  });
});

describe('a figure asked of one rung of a ladder written as a list', () => {
  it('is the figure written after that rung’s own name', () => {
    const pick = (question: string) => answer({ question, level: 3 }).markdown.split('\n')[0];
    expect(
      pick(
        'Cava Reserva needs at least how many months on its lees? A) 9 months B) 18 months C) 30 months D) 36 months',
      ),
    ).toMatch(/^\*\*B/);
    expect(
      pick(
        'What is the minimum lees ageing for a Cava Gran Reserva? 1) 12 months 2) 18 months 3) 24 months 4) 30 months',
      ),
    ).toMatch(/^\*\*4/);
  });
});

describe('a phrase of the tasting grid asked about', () => {
  it('opens with the line that spells out that phrase', () => {
    expect(openingOf('In the SAT, what are the choices under readiness for drinking?')).toMatch(
      /^(\S+ ){0,4}readiness for drinking: too young/,
    );
    expect(openingOf('Explain "readiness for drinking" on a WSET tasting sheet')).toMatch(/drink now/);
  });

  it('says when a wine is judged too old or too young', () => {
    expect(openingOf('At what point is a wine called too old in a tasting note?')).toMatch(/faded|dried/);
    expect(openingOf('When should a taster conclude a wine is too young?')).toMatch(/harsh|integrate/);
  });
});

describe('why a place values its soil', () => {
  it('opens with what the soil does, not the list of soils', () => {
    expect(openingOf('Why is gravel such a prized soil in the Médoc?')).toMatch(/drain/);
  });

  it('does not answer with another place’s soil', () => {
    expect(openingOf('Why do growers in Graves value their gravel soils?')).not.toMatch(/chianti|galestro/);
  });
});

describe('a "when" answered by a date', () => {
  it('takes a decade or a year as the time asked', () => {
    expect(openingOf('In which decade was phylloxera first found in France?')).toMatch(/1860s/);
    expect(openingOf('Roughly when did phylloxera turn up in France?')).toMatch(/1860s/);
  });
});
