// How names and measures in a question are read: a bottle size asked alone is a size, not a price;
// a question in the words of one wine topic is about wine; a name the notes cite is known without
// its capitals; a first name resembling a region is part of a person's name; an estate word before
// a name belongs to the name.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('reading names and measures', () => {
  it('answers a bottle size asked alone with its size, and a named wine’s bottle with no price', () => {
    expect(openingOf('how much is a magnum', 1)).toContain('1.5 litres');
    expect(understand('how much is a magnum').honesty).toBeUndefined();
    expect(understand('how much is a magnum of Dom Perignon').honesty?.reason).toBe('price');
    expect(understand('How much is Petrus?').honesty?.reason).toBe('price');
  });

  it('keeps a question made of one wine topic’s own words on wine', () => {
    const u = understand("what's the difference between a continental and maritime climate");
    expect(u.intent).not.toBe('off-topic');
    expect(u.subjects[0]?.id).toBe('climate');
    expect(understand('what is the climate of mars').intent).toBe('off-topic');
  });

  it('recognises a name the notes cite when it is typed without capitals', () => {
    const u = understand('who was dom perignon');
    expect(u.intent).not.toBe('off-topic');
    expect(openingOf('who was dom perignon', 2)).toContain('monk');
  });

  it('does not read a first name as a misspelt region inside a person’s name', () => {
    expect(understand('who is Robert Parker').subjects.map((s) => s.id)).not.toContain('robertson');
    // A misspelt region beside a word the notes know is still the region.
    expect(understand("what's Sancere Rouge like").subjects[0]?.id).toBe('sancerre');
  });

  it('reads an estate word before a name as part of the name', () => {
    expect(understand('tell me about Chateau Margaux').subjects[0]?.id).toBe('margaux');
    expect(openingOf('what is Chateau Petrus', 3)).toContain('merlot');
    expect(understand('what does chateau mean on a label').subjects[0]?.id).toBe('chateau');
  });

  it('reads a region’s adjective as the region, and a country’s only before a word for its places', () => {
    expect(understand('Sicilian wines - what are the main grapes').subjects[0]?.id).toBe('sicily');
    expect(understand('Which german region is the largest').intent).not.toBe('off-topic');
    // "French oak" is oak, not France.
    expect(
      understand('What is the difference between French and American oak').subjects.map((s) => s.id),
    ).not.toContain('france');
    // An unknown name beside an adjective is still admitted as unknown.
    expect(understand('Which Italian region makes Sorbavello?').honesty?.reason).toBe('name');
  });

  it('answers "which region of X…" from the facts of the places within X', () => {
    expect(openingOf('Which german region is the largest', 3)).toContain('rheinhessen');
    expect(openingOf('which region of Australia is famous for Riesling', 2)).toContain('clare');
  });

  it('lets a place named outright say where, before a country adjective', () => {
    expect(understand('Which italian region is Chianti in').subjects[0]?.id).toBe('chianti');
  });

  it('admits that counting what someone the asker knows made is a private figure', () => {
    expect(understand("how many bottles did my neighbour's vineyard make last year").honesty?.reason).toBe('private');
    expect(understand('my friend gave me a Barolo, what should I eat with it').intent).toBe('pairing');
  });

  it('tells where first when a question asks both where a wine is from and its grapes', () => {
    const a = openingOf('what region is Bandol in and which grape', 3);
    expect(a).toContain('provence');
    expect(a).toContain('mourvèdre');
    expect(openingOf('what grape is Chablis made from', 3)).not.toMatch(/^.{0,40}is an appellation/);
  });

  it('answers whether a grape is sweet or dry with the styles it is made in', () => {
    expect(openingOf('Is Gewurztraminer sweet?', 1)).toContain('off-dry');
  });

  it('reads a country’s adjective before "wine law" as the country', () => {
    expect(understand('what is the highest classification in spanish wine law').subjects[0]?.id).toBe('spain');
  });
});
