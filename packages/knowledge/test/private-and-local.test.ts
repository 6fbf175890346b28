// What no record can hold: a wine one private person made, a bottle kept at home, the asker's local
// restaurant or shop, and how to reach a producer the records only cite. Each is admitted plainly; a
// harbour called a port is steered back to wine.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const reply = (q: string) => answer({ question: q, level: 2, style: 'friendly' });
const open = (q: string) => opening(reply(q).markdown).toLowerCase();

describe('what only the asker can see', () => {
  it('admits it cannot know a wine one private person made', () => {
    expect(open('How much alcohol is in the Merlot my uncle made in his garage?')).toMatch(/^i can't (see|know)/);
    expect(open('does the rosé our neighbours bottled last summer keep for long?')).toMatch(/^i can't see the wine/);
  });

  it('admits it cannot judge a bottle kept at home', () => {
    expect(open('Is the bottle of white in my fridge still drinkable?')).toMatch(/^i can't see the wine/);
  });

  it('leaves a general question beside a private wine to its answer', () => {
    expect(open('My neighbour made wine from Merlot; how is Merlot usually made?')).not.toMatch(/can't see/);
  });
});

describe('the asker’s local places', () => {
  it('admits it cannot know their staff, stock or prices', () => {
    expect(open('Who is the sommelier at my local wine bar?')).toMatch(/^i can't know that: your local restaurant/);
    expect(open('Does our usual wine shop stock Barolo?')).toMatch(/^i can't know that: your local restaurant/);
  });

  it('still pairs a dish ordered there', () => {
    expect(open('What should I order at my local bistro with roast chicken?')).not.toMatch(/can't know/);
  });
});

describe('how to reach a producer the records cite', () => {
  it('is admitted as a detail they do not keep, not steered off wine', () => {
    const a = reply('Can you give me the phone number for Penfolds?');
    expect(a.intent).not.toBe('off-topic');
    expect(opening(a.markdown).toLowerCase()).toMatch(/^i don't have contact details for penfolds/);
  });
});

describe('a harbour called a port', () => {
  it('is steered back to wine', () => {
    expect(reply('How many containers pass through the Port of Hamburg each year?').intent).toBe('off-topic');
    expect(reply('which port handles the most cargo in europe').intent).toBe('off-topic');
  });

  it('leaves Port the wine alone', () => {
    expect(reply('How is Port shipped from Porto?').intent).not.toBe('off-topic');
    expect(reply('Which vintage of Port from the last decade is best?').intent).not.toBe('off-topic');
  });
});

describe('shops and bars of a town, and what someone the asker knows thought', () => {
  it('admits it keeps no guide to a town’s shops, bars or restaurants', () => {
    expect(open('Where is a good wine bar near Porto?') + open('What is the best wine shop in Lyon?')).toMatch(
      /^i can't recommend a wine shop, bar or restaurant in porto/,
    );
    expect(open('Is the Chablis at my local supermarket any good?')).toMatch(/^i can't know that: your local/);
  });

  it('admits it cannot know another person’s view of a wine', () => {
    expect(open('What did my sister think of the Rioja I gave her?')).toMatch(
      /^i can't know that: what someone you know/,
    );
    expect(open('Did my guests enjoy the Prosecco last night?')).toMatch(/^i can't know that: what someone you know/);
  });
});

describe('contests still to come and one bottling’s figures', () => {
  it('says a winner to come cannot be known, and keeps no results of an organiser’s award', () => {
    expect(open('Which Champagne will win the next Sparkling Wine World Cup?')).toMatch(/^that can't be known yet/);
    expect(open("Which wine took Decanter's best in show trophy?")).toMatch(
      /nothing on who won decanter's best in show/,
    );
  });

  it('keeps no figure of one bottling, but gives the rule for a wine of a year', () => {
    expect(open('How much alcohol does the 2019 Tignanello have?')).toMatch(
      /^i don't have production figures for 2019 tignanello/,
    );
    expect(open('What is the abv of a 2016 Barolo?')).toMatch(/at least 13%/);
  });

  it('reads a price asked in a currency as a price', () => {
    expect(open('What is a bottle of Sassicaia worth in dollars today?')).toMatch(/^i have nothing on the price/);
  });
});

describe('who holds a post at a producer today', () => {
  it('admits it keeps no staff or office holders of a producer the records know', () => {
    expect(open('Who is the current cellar master at Krug?')).toMatch(/^i have no record of who works at or runs krug/);
    expect(open('What is the name of the winemaker at Château Margaux?')).toMatch(
      /^i have no record of who works at or runs ch.teau margaux/,
    );
  });

  it('admits it cannot say whether someone still holds a post', () => {
    expect(open('Is Eric Lebel still the chef de cave at Krug?')).toMatch(
      /^i have no record of who works at or runs krug/,
    );
    expect(open('does Maria Costa still make the wines at Vega Sicilia these days')).toMatch(
      /^i have no record of who works at or runs vega sicilia/,
    );
  });

  it('admits it cannot say whom a named person works for today', () => {
    expect(open('Which châteaux is Stéphane Derenoncourt advising at the moment?')).toMatch(
      /^i have no record of where st.phane derenoncourt works or consults today/,
    );
  });

  it('leaves a producer the records never name to the check on names', () => {
    expect(open('Who is the winemaker at Domaine Verloubet?')).toMatch(/^i don't have anything on .domaine verloubet./);
  });

  it('reads a rating asked out of 100 and an estate’s hectares as what no record holds', () => {
    expect(open('Rate the 2018 Sassicaia out of 100.')).toMatch(/^i have nothing on critics' scores/);
    expect(open('How many hectares does Château Latour farm?')).toMatch(
      /^i don't have production figures for ch.teau latour/,
    );
  });
});

describe('a bar, shop or restaurant known by its street', () => {
  it('admits it cannot know what the place pours or charges', () => {
    expect(open('Which red is the bistro on Carver Road pouring by the glass tonight?')).toMatch(
      /^i can't know that: your local restaurant/,
    );
    expect(open('is the house white any good at that wine bar round the corner?')).toMatch(
      /^i can't know that: your local restaurant/,
    );
  });

  it('still answers a wine question that only mentions a street', () => {
    expect(open('What grape is Sancerre made from? I bought it at a shop on Mill Lane.')).toMatch(/sauvignon/);
  });
});

describe('what one person keeps or likes, written without an apostrophe', () => {
  it('admits a favourite and a cellar it cannot see', () => {
    expect(open('what is my husbands favourite rioja?')).toMatch(/^i can't know that/);
    expect(open("How many bottles does my dad's wine cellar hold?")).toMatch(/^i can't know that/);
  });
});

describe('who holds a post, or was taken on lately', () => {
  it('admits a post at a place no record writes', () => {
    expect(open('Who is the head sommelier at The Gilded Lobster these days?')).toMatch(
      /^i have no record of who works/,
    );
  });

  it('admits a recent hire', () => {
    expect(open('What is the name of the new cellar master Bollinger appointed last spring?')).toMatch(
      /^i have no record of who works/,
    );
    expect(open('Who did Torres hire as chief winemaker?')).toMatch(/^i have no record of who works/);
  });
});

describe('a day or a month named beside the question', () => {
  it('is a time, not an unknown name', () => {
    expect(open('Why does wine get corked? Poured a glass on Tuesday that smelled like a wet basement.')).not.toMatch(
      /anything on/,
    );
    expect(open('Friends are coming on Thursday with lamb shanks. What should I open?')).not.toMatch(/anything on/);
  });
});
