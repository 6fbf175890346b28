// Tables looked up by a word of the question. A plain object literal answers "constructor",
// "toString" or "__proto__" with what every object inherits, so a learner (or anyone) typing those
// words would reach a function where a word was expected; a table without a prototype has only its
// own entries.

/** The entries as a frozen table without a prototype: only its own keys are found. */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
