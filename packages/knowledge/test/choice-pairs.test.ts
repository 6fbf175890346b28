// Options that pair a place with a grape or a country: the one pair the place's record bears out.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('pairs of a place and what it grows or where it lies', () => {
  it('names the pair whose place leads with that grape', () => {
    expect(
      verdict(
        'Which place is correctly paired with its main grape?\nA) Sancerre – Chardonnay\nB) Barolo – Nebbiolo\nC) Chablis – Pinot Noir\nD) Beaujolais – Syrah',
      ),
    ).toMatch(/^\*\*B — Barolo – Nebbiolo/);
  });

  it('names the pair whose place lies in that country', () => {
    expect(
      verdict(
        'Which is correctly matched? A) Rioja / Portugal B) Douro / Spain C) Barolo / Italy D) Chablis / Germany',
      ),
    ).toMatch(/^\*\*C — Barolo \/ Italy/);
  });

  it('names the one wrong pair when asked which is not', () => {
    expect(
      verdict(
        'Which pairing of region and main grape is NOT correct? A) Barolo – Nebbiolo B) Sancerre – Sauvignon Blanc C) Chablis – Chardonnay D) Beaujolais – Merlot',
      ),
    ).toMatch(/^\*\*D — Beaujolais – Merlot/);
  });
});

describe('both parents of a crossing asked', () => {
  it('names the option that holds the two', () => {
    expect(
      verdict(
        'Zweigelt was crossed from: A) Blauer Portugieser and Blaufränkisch B) Pinot Noir and Cinsault C) Blaufränkisch and St. Laurent D) Riesling and Silvaner',
      ),
    ).toMatch(/^\*\*C — Blaufränkisch and St\. Laurent/);
  });
});

describe('another name asked', () => {
  it('is one the record gives its thing', () => {
    expect(
      verdict(
        'Another name for the tank method is: a) the ancestral method b) the Martinotti method c) the transfer method d) the traditional method',
      ),
    ).toMatch(/^\*\*b — the Martinotti method/);
    expect(
      verdict(
        'In Germany and Hungary, Blaufränkisch is also known respectively as: A) Lemberger – Furmint B) Trollinger – Kékfrankos C) Lemberger – Kékfrankos D) Dornfelder – Kadarka',
      ),
    ).toMatch(/^\*\*C — Lemberger – Kékfrankos/);
  });

  it('answers a local name asked for its place with the place it is used in', () => {
    expect(
      verdict(
        'Prugnolo Gentile is the local name of Sangiovese in which town? A) Montalcino B) Montepulciano C) Scansano D) Greve',
      ),
    ).toMatch(/^\*\*B — Montepulciano/);
  });
});

describe('a crossing’s reason', () => {
  it('is written as the grape’s origin writes it', () => {
    const a = answer({
      question:
        'Zweigelt was crossed from: A) Blauer Portugieser and Blaufränkisch B) Pinot Noir and Cinsault C) Blaufränkisch and St. Laurent D) Riesling and Silvaner',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/crossing of St\. Laurent and Blaufränkisch/);
  });
});
