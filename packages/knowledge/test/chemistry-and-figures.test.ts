// Questions on what wine is made of, on the words of the cellar and the vineyard, and questions that
// want a number. Each class is asked in at least two ways, as learners word it, and the fact must lead
// the answer (its opening), not sit somewhere below it.
import { describe, expect, it } from 'vitest';
import { norm } from './eval/grade.ts';
import { openingOf } from './eval/sets.ts';

const opens = (question: string, fact: string, level: 1 | 2 | 3 | 4 = 3) =>
  expect(norm(openingOf(question, level)), question).toContain(norm(fact));

describe('what wine is made of', () => {
  it('names the acids of wine', () => {
    opens('what acids are in wine', 'tartaric', 2);
    opens('which acids does wine contain', 'malic', 2);
  });
  it('says what the pigments, glycerol and resveratrol are', () => {
    opens('what are anthocyanins', 'pigments', 4);
    opens('anthocyanin in red wine?', 'colour', 3);
    opens('what is glycerol in wine', 'viscosity', 4);
    opens('what does glycerol do in wine', 'smoothness', 3);
    opens('what is resveratrol', 'polyphenol', 2);
    opens('is there resveratrol in white wine', 'grape skins', 2);
  });
  it('ties pH to how well sulfur dioxide works', () => {
    opens('how does ph affect so2', 'molecular', 4);
    opens('why do low ph wines need less sulfur', 'less SO2', 3);
  });
});

describe('words of the vineyard and the cellar', () => {
  it('explains a rain shadow, a qvevri, a clavelin and a pneumatic press', () => {
    opens('what is a rain shadow', 'mountain range');
    opens('why is a rain shadow dry', 'drops its rain');
    opens('what is a qvevri', 'clay');
    opens('qvevri what are they used for', 'buried');
    opens('clavelin bottle size', '62 cl');
    opens('what is a clavelin', 'Vin Jaune');
    opens('what is a pneumatic press', 'gently');
    opens('why use a bladder press', 'little bitter tannin');
  });
});

describe('questions that want a number', () => {
  it('gives the count or the figure asked, whatever the level of the sentence holding it', () => {
    opens('how many grapes allowed in chateauneuf du pape', 'thirteen');
    opens('how many grape varieties are permitted in Châteauneuf-du-Pape?', 'thirteen', 2);
    opens('how high are the vineyards on etna', '1,000 m');
    opens('how much pressure is in a champagne bottle', '5–6 bar', 2);
    opens('how many bar of pressure does champagne have', 'atmospheres', 3);
  });
  it('gives the time from flowering to harvest and how long to decant', () => {
    opens('how long from flowering to harvest', '100 days');
    opens('how many days between flowering and harvest', '100 days', 2);
    opens('how long before serving should you decant a young red', 'an hour or two');
    opens('how long should you decant a young tannic red', 'an hour or two', 2);
  });
  it('gives the calories of a glass and the heat that harms wine', () => {
    opens('how many calories in a glass of wine', '160 calories', 2);
    opens('calories in a 175ml glass of wine?', '160', 2);
    opens('what temperature starts to damage wine', '25 °C', 3);
    opens('what temperature is too hot for wine', '30 °C', 2);
  });
});

describe('ageing in bottle', () => {
  it('tells how a red wine’s colour changes with age', () => {
    opens('how does the colour of red wine change with age', 'garnet');
    opens('does red wine change colour as it ages', 'brick', 2);
  });
});
