// Classes of true/false items: a grape's skin colour said against its record, a style of a wine
// judged by what holds for that wine, and a style named only in a bracketed list of styles.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('the skin colour a statement gives a grape', () => {
  it('makes the statement false when the records say the other colour of grape', () => {
    expect(verdict('True or false: Vermentino is a black grape.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Godello is a black-skinned grape from Spain.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: a Blanc de Blancs is made from black grapes.')).toMatch(/^\*\*False\./);
  });

  it('does not clash with a colour said of wines or fruit', () => {
    // "The Northern Rhône makes red wines from Syrah alone and white wines from Viognier…".
    expect(verdict('True or false: Syrah is a black grape grown in the northern Rhône.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Riesling is a white grape.')).toMatch(/^\*\*True\./);
  });
});

describe('a style named with the wine it is a style of, in one name', () => {
  it('is judged by what the records say of every such wine', () => {
    // "Tawny Port" is one record; what holds for Port (sweet, fortified during fermentation) holds for it.
    expect(verdict('True or false: Tawny Port is fortified after fermentation.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Ruby Port is a dry wine.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Vintage Port is a dry wine.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Ruby Port is fortified during fermentation.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Tawny Port is a sweet wine.')).toMatch(/^\*\*True\./);
  });

  it('is not judged by what a sentence says of another style of that wine', () => {
    // "Vintage Port … aged for decades in bottle" says nothing against Tawny Port's casks.
    expect(verdict('True or false: Tawny Port is aged oxidatively in small casks.')).toMatch(/^\*\*True\./);
  });
});

describe('a style named only in a bracketed list of styles', () => {
  it('has what follows the brackets said of other wines, not of it', () => {
    // "…sparkling (non-vintage, …, blanc de blancs, …) and still red, white and rosé".
    expect(verdict('True or false: Blanc de Blancs Champagne is made only from white grapes.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Blanc de Blancs Champagne is a red wine.')).toMatch(/^\*\*False\./);
  });
});

describe('a figure item that names the law it asks about', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 30);
  it("takes the figure the records give for that law, not another country's", () => {
    // "…EU 85%; Australia / New Zealand 85%; USA 75%" and "…75% of that grape under federal law".
    expect(
      opening(
        'In the EU, a wine whose label names a single grape variety must contain at least what percentage of it?\n(a) 75%\n(b) 85%\n(c) 95%\n(d) 100%',
      ),
    ).toMatch(/^\*\*b — 85%/);
    expect(
      opening(
        'Under EU law, a wine labelled with one grape variety must contain at least how much of it? A) 75% B) 85% C) 90% D) 100%',
      ),
    ).not.toMatch(/^\*\*A — 75%/);
    expect(
      opening(
        'Under United States federal law, how much of a named grape must a varietal wine contain? A) 51% B) 75% C) 85% D) 90%',
      ),
    ).toMatch(/^\*\*B — 75%/);
  });
});

describe('a negated stem with one option that the records say the other way round', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 40);
  it('names that option as the exception', () => {
    // "…growers lower yields by pruning…, removing surplus shoots…, and green harvesting".
    expect(
      opening(
        'Which of the following is NOT a reason for green harvesting?\n(A) To concentrate flavour in the remaining bunches\n(B) To increase the yield\n(C) To even out ripening\n(D) To reduce the crop',
      ),
    ).toMatch(/^\*\*B — To increase the yield/);
    // "…chaptalisation adds sugar … to raise the final alcohol".
    expect(
      opening(
        'Which of these is NOT an effect of chaptalisation?\n1. It raises the alcohol\n2. It lowers the alcohol\n3. It adds body\n4. It is done before or during fermentation',
      ),
    ).toMatch(/^\*\*2 — It lowers the alcohol/);
    expect(
      opening(
        'Which of these is NOT an effect of malolactic conversion? A) It softens the acidity B) It can add buttery flavours C) It increases the acidity D) It makes the wine more stable',
      ),
    ).toMatch(/^\*\*C — It increases the acidity/);
  });
});

describe('a statement that its subject is a kind of wine', () => {
  it('is false when no record of the subject says that kind and the kind never names it', () => {
    expect(verdict('True or false: Tokaji Aszú is a fortified wine.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Vin Santo is a fortified wine.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: Sauternes is a sparkling wine.')).toMatch(/^\*\*False\./);
  });

  it('stands when the records say it, in the kind word or another name of it', () => {
    expect(verdict('True or false: Madeira is a fortified wine.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Banyuls is a fortified wine.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Franciacorta is a sparkling wine.')).toMatch(/^\*\*True\./);
  });
});

describe('"still" in a record', () => {
  it('counts against sparkling only when said of a wine', () => {
    // "…Extra Dry Prosecco is sweeter than Brut, and Dry is sweeter still."
    expect(verdict('True or false: Prosecco is a sparkling wine.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Prosecco is always a still wine.')).toMatch(/^\*\*False\./);
  });
});

describe('a denial in a record', () => {
  it('reaches no further than its clause', () => {
    // "…by lactic acid bacteria, not yeast: they turn sharp malic acid into…" denies nothing of turning.
    expect(verdict('True or false: in malolactic conversion bacteria turn malic acid into lactic acid.')).toMatch(
      /^\*\*True\./,
    );
    // "…bottled directly off them without racking, as in Muscadet" denies nothing of Muscadet.
    expect(verdict('True or false: Muscadet sur lie is aged on its lees.')).toMatch(/^\*\*True\./);
    expect(verdict('True or false: Muscadet sur lie is bottled directly off its fine lees.')).toMatch(/^\*\*True\./);
  });
});

describe('a change from one thing into another', () => {
  it('is false when the records turn the same two things the other way round', () => {
    expect(verdict('True or false: during malolactic conversion, lactic acid is converted to malic acid.')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: yeast turns alcohol into sugar.')).toMatch(/^\*\*False\./);
  });

  it('stands when the records turn them the same way', () => {
    expect(verdict('True or false: in malolactic conversion bacteria turn malic acid into lactic acid.')).toMatch(
      /^\*\*True\./,
    );
    expect(verdict('True or false: during fermentation yeast converts sugar into alcohol and carbon dioxide.')).toMatch(
      /^\*\*True\./,
    );
  });
});

describe('a negated stem with one option whose records say the opposite word', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 30);
  it('names that option as the exception', () => {
    // Champagne, Cava and Franciacorta are "traditional-method"; Prosecco "is made by the tank … method".
    expect(
      opening(
        'Which of these is NOT a traditional-method sparkling wine? A) Champagne B) Cava C) Prosecco D) Franciacorta',
      ),
    ).toMatch(/^\*\*C — Prosecco/);
    expect(
      opening(
        'Which of these is NOT made by the traditional method?\n1. Cava\n2. Prosecco\n3. Franciacorta\n4. Champagne',
      ),
    ).toMatch(/^\*\*2 — Prosecco/);
  });
});

describe('an exam item whose stem has a word with an accented letter', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 30);
  it('is still read as an exam item: the "me" of "crème" is not the asker', () => {
    expect(
      opening('Which wine suits a dessert such as crème brûlée? A) Sauternes B) Muscadet C) Chianti D) Barolo'),
    ).toMatch(/^\*\*A — Sauternes/);
    expect(
      opening(
        'Which of these would you pour with a crème caramel?\n(a) Tokaji Aszú\n(b) Chablis\n(c) Barolo\n(d) Fino Sherry',
      ),
    ).toMatch(/^\*\*a — Tokaji/);
    expect(verdict('True or false: crème de cassis is a fortified wine.')).toMatch(/^\*\*False\./);
    expect(verdict('True or false: crème brûlée pairs well with Sauternes.')).toMatch(/^\*\*True\./);
  });
});

describe('an item asking for an aromatic grape', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 30);
  it('is decided by what each grape’s own record says of its aroma', () => {
    expect(opening('Which of these grapes is aromatic? A) Muscat B) Chardonnay C) Melon Blanc D) Trebbiano')).toMatch(
      /^\*\*A — Muscat/,
    );
    expect(opening('Which white grape is the most aromatic?\n1. Viognier\n2. Airén\n3. Palomino\n4. Macabeo')).toMatch(
      /^\*\*1 — Viognier/,
    );
    expect(
      opening('Which of these grape varieties is NOT aromatic? A) Riesling B) Gewurztraminer C) Melon Blanc D) Muscat'),
    ).toMatch(/^\*\*C — Melon Blanc/);
  });
});

describe('an item asking for thick- or thin-skinned grapes', () => {
  const opening = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 30);
  it('is decided by what each grape’s own record says of its skins', () => {
    expect(
      opening('Which grape typically has the thickest skins? A) Cabernet Sauvignon B) Pinot Noir C) Grenache D) Gamay'),
    ).toMatch(/^\*\*A — Cabernet Sauvignon/);
    expect(
      opening('Which of these grapes is thick-skinned?\n(a) Pinot Noir\n(b) Sangiovese\n(c) Mourvèdre\n(d) Merlot'),
    ).toMatch(/^\*\*c — Mourvèdre/);
    expect(
      opening('Which of these is a thin-skinned black grape? A) Tannat B) Pinot Noir C) Malbec D) Touriga Nacional'),
    ).toMatch(/^\*\*B — Pinot Noir/);
  });
});

describe('a true/false item introduced as "the following statement"', () => {
  it('is read and judged as a true/false item', () => {
    expect(verdict('Is the following statement true or false? Chablis is made from Chardonnay.')).toMatch(
      /^\*\*True\./,
    );
    expect(verdict('Is this statement true or false: Beaujolais is made mainly from Pinot Noir.')).toMatch(
      /^\*\*False\./,
    );
  });
});
