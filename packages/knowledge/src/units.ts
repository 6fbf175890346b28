// Temperatures in the unit the learner asked in. The records give serving and growing temperatures
// in degrees Celsius; a learner who writes "Fahrenheit" or "°F" reads each figure in both, and a
// temperature typed in the question is converted first ("16 °C is about 61 °F").

const ASKS_FAHRENHEIT = /\b(fahrenheit|farenheit|degrees? f)\b|°\s?f\b/i;
const CELSIUS_FIGURE =
  /(?<![\d.,]|°F is about )(\d{1,3}(?:[.,]\d)?)(?:\s?[–-]\s?(\d{1,3}(?:[.,]\d)?))?\s?°C(?!\s?\([^)]*°F|\s(is|are) about)/g;
const TYPED = /(-?\d{1,3}(?:[.,]\d)?)\s?(?:°\s?|degrees?\s+|deg\s+)?(c|celsius|centigrade|f|fahrenheit|farenheit)\b/i;

const toF = (c: number) => Math.round((c * 9) / 5 + 32);
const toC = (f: number) => Math.round(((f - 32) * 5) / 9);
const num = (s: string) => Number(s.replace(',', '.'));

/** Whether the question wants temperatures in Fahrenheit. */
export function asksFahrenheit(question: string): boolean {
  return ASKS_FAHRENHEIT.test(question);
}

/** Every Celsius figure of the answer followed by its Fahrenheit value, unless it has one (a table's own °F column too). */
export function withFahrenheit(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|') && line.includes('°F')
        ? line
        : line.replace(CELSIUS_FIGURE, (whole, a: string, b: string | undefined) => {
            const f = b ? `${toF(num(a))}–${toF(num(b))}` : `${toF(num(a))}`;
            return `${whole} (${f} °F)`;
          }),
    )
    .join('\n');
}

/**
 * "What is 16 degrees Celsius in Fahrenheit?" or "Is 65 °F too warm for Pinot Noir?": the
 * temperature typed in the question, converted to the other unit. Undefined when none is typed.
 */
export function typedTemperature(question: string): string | undefined {
  const m = question.match(TYPED);
  if (!m) return undefined;
  const value = num(m[1]);
  const celsius = /^c/i.test(m[2]);
  // "16 degrees Celsius in Fahrenheit" names both units; the figure's own unit is the one beside it.
  if (!celsius && !asksFahrenheit(m[0])) return undefined;
  // The records speak Celsius: a Celsius figure needs no conversion unless Fahrenheit is asked for.
  if (celsius && !asksFahrenheit(question)) return undefined;
  return celsius ? `${value} °C is about ${toF(value)} °F.` : `${value} °F is about ${toC(value)} °C.`;
}
