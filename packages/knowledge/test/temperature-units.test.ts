// Temperatures in the unit the learner asked in, and the Sherry sweetness scale read by its sugar.
import { describe, expect, it } from 'vitest';
import { asksFahrenheit, typedTemperature, withFahrenheit } from '../src/units.ts';
import { openingOf } from './eval/sets.ts';

describe('temperatures in the unit asked', () => {
  it('converts a temperature typed in the question, in either direction', () => {
    expect(typedTemperature('What is 12 degrees Celsius in Fahrenheit?')).toBe('12 °C is about 54 °F.');
    expect(typedTemperature('my fridge says 40 °F, is that too cold for Chablis')).toBe('40 °F is about 4 °C.');
    expect(typedTemperature('Is 14 degrees too warm for Muscadet?')).toBeUndefined();
    expect(typedTemperature('Is 17 °C too warm for a Gamay?')).toBeUndefined();
    expect(typedTemperature('Serve it at 13% alcohol?')).toBeUndefined();
  });

  it('gives each Celsius figure in Fahrenheit once, and leaves a table that has both columns alone', () => {
    expect(withFahrenheit('Serve it at 8–10 °C, or 12 °C at most.')).toBe(
      'Serve it at 8–10 °C (46–50 °F), or 12 °C (54 °F) at most.',
    );
    expect(withFahrenheit('at 6–10 °C (well chilled, 43–50 °F)')).toBe('at 6–10 °C (well chilled, 43–50 °F)');
    expect(withFahrenheit('| Sweet | 6–8 °C | 43–46 °F |')).toBe('| Sweet | 6–8 °C | 43–46 °F |');
    expect(asksFahrenheit('how many degrees F for a Riesling')).toBe(true);
    expect(asksFahrenheit('how cold for a Riesling')).toBe(false);
  });

  it('reads a temperature typed in the question as a serving question', () => {
    expect(openingOf('Is 64°F too warm for a Beaujolais?')).toMatch(/^.{0,40}64 °f is about 18 °c\. serve/);
    expect(openingOf('Is 60 °F cold enough for a Sauvignon Blanc?')).toMatch(
      /60 °f is about 16 °c\. serve sauvignon blanc at \d/,
    );
  });

  it('answers a serving question asked in Fahrenheit in Fahrenheit', () => {
    expect(openingOf('What temperature in fahrenheit should a young Chianti be served at?')).toMatch(/\d\d–\d\d °f/);
    expect(openingOf('In Fahrenheit, how cold do I serve a Sauternes?')).toMatch(/\d\d–\d\d °f/);
    expect(openingOf('What is 18 degrees celsius in fahrenheit, for a Bordeaux?')).toMatch(
      /^.{0,40}18 °c is about 64 °f/,
    );
  });
});

describe('the Sherry scale, read by its sugar', () => {
  it('names Pedro Ximénez as the sweetest and Fino as the driest', () => {
    expect(openingOf('Which kind of Sherry is sweetest of all?')).toMatch(/sweetest[^.]*is pedro xim/);
    expect(openingOf('What is the most sweet kind of Sherry you can buy?')).toMatch(/pedro xim/);
    expect(openingOf('Which sherry style is the driest one?')).toMatch(/driest[^.]*is fino/);
  });
});
