// Reading exam items pasted into the chat: a stem with lettered or numbered options (one a line or
// all on one line), a "Which of the following…" stem with bulleted options, or a true/false
// statement. Anything else is left to ordinary question understanding.

export interface ChoiceOption {
  /** The label as the learner wrote it: "B", "b", "2"; bulleted options get A, B, C… */
  label: string;
  text: string;
}

export type ChoiceItem =
  | { kind: 'choice'; stem: string; options: ChoiceOption[]; negated: boolean }
  | { kind: 'true-false'; statement: string };

/** Exam noise around an item: "Answer:", "Choose one", "Select the correct answer", "Question 3:". */
const TRAILING_NOISE =
  /(\s*[-–—]?\s*[([]?\s*(?:(?:please )?answer with (?:the |a |one )?(?:letter|option)(?: only)?\s*[.!]?|(?:which|what) (?:one |option )?is (?:correct|right|true)\s*\??|(?:which|what) (?:one|option)\s*\??|(?:your )?answer\s*[:=]?\s*[_.?-]*|(?:please )?(?:choose|select|pick|circle|tick)(?: only)? (?:one|the (?:correct|right|best) (?:answer|option|one))\s*[.!:]?|(?:only )?one (?:answer|option) is correct\.?|fill in the (?:blank|gap)s?\s*[.:!]?|complete the (?:sentence|statement)\s*[.:!]?|(?:the )?(?:options|choices|answers)\s*(?:are)?\s*:)\s*[)\]]?\s*)+$/i;
const LEADING_NOISE = /^\s*(?:(?:question|q)\s*\d*\s*[:.)-]|\d+\s*[.)]\s+(?=\p{Lu}))\s*/iu;

const TAUGHT_BY =
  /^\s*according to (?:the )?[\p{L} ]{0,30}?\b(?:principles|guidelines|teaching|approach|syllabus|sat|rules of thumb)\s*,\s*/iu;

const TF_BEFORE =
  /^\s*(?:(?:is (?:it|this|the following)(?: statement| claim| sentence)? |(?:please )?(?:state|say|decide|indicate|determine|mark|tell me) (?:whether|if) (?:this|the following|the statement)(?: statement| claim| sentence)? (?:is )?)?true\s*(?:or|\/)\s*false|t\s*\/\s*f|right or wrong|correct or incorrect)(?: that\b)?\s*[:?.!–—-]*\s*/i;
const TF_AFTER =
  /\s*[([]?\s*(?:true\s*(?:or|\/)\s*false|t\s*\/\s*f|right or wrong|correct or incorrect)\s*[?.!]*\s*[)\]]?\s*[?.!]*\s*$/i;

/** Words that turn a stem around: the answer is the option the evidence supports least. */
const NEGATED =
  /\b(not|never|except|exception|false|incorrect|untrue|wrong|least|isn['’]?t|aren['’]?t|doesn['’]?t|don['’]?t|cannot|can['’]?t|wouldn['’]?t|unlikely|odd one out)\b/i;

/** What a learner says of their studies before an item: "I'm revising for my Level 3 next week." */
const PREFACE =
  /^\s*(?:(?:hi|hello|hey|ok|okay|so)\b[,!.]?\s*)?(?:i['’]?m|i am|we['’]?re|we are)\s+(?:studying|revising|preparing|practising|practicing|cramming|sitting|taking|doing)\b[^.!?\n]*[.!]\s+/iu;

/** A stem asking where a threshold lies: "Below about what temperature…", "Above which altitude…". */
const THRESHOLD =
  /\b(?:below|above|under|over|beyond|until|up to)\s+(?:about |roughly |approximately |around |approx\.? )?(?:what|which)\s+(?:average |mean |minimum |maximum )?(?:temperature|altitude|height|level|strength|latitude|percentage|figure|value|pH|rainfall|sugar|alcohol)\b/i;

/** Reads an exam item, or undefined when the text is an ordinary question. */
export function parseChoice(input: string): ChoiceItem | undefined {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0 || text.length > 2000) return undefined;
  // "Question 12: True or false: …": the item's number is not part of what is asked.
  const tf = trueFalse(text.replace(LEADING_NOISE, ''));
  if (tf) return tf;
  const cleaned = text.replace(TRAILING_NOISE, '').replace(LEADING_NOISE, '').trim();
  const found = lines(cleaned) ?? inline(cleaned) ?? bareLetters(cleaned) ?? bullets(cleaned) ?? inlineBullets(cleaned);
  if (!found) return undefined;
  // "According to WSET principles, …": who teaches it frames the stem and says nothing of the answer.
  // "Barolo (non-Riserva)": what the brackets leave out is no subject of the stem, and its "not" turns
  // nothing round.
  const stem = found.stem
    .replace(PREFACE, '')
    .replace(TRAILING_NOISE, '')
    .replace(TAUGHT_BY, '')
    .replace(/\s*\((?:non-?\s?|not\s+|excluding\s+|other than\s+|except\s+)[^)]*\)/gi, '')
    .trim();
  if (!plausible(stem, found.options)) return undefined;
  const asked = pronounAsked(stem);
  return { kind: 'choice', stem: asked, options: found.options, negated: negatedStem(asked) };
}

/**
 * "My notes mention 'green harvesting'. What is it?": a closing question about "it" asks about the
 * term the sentence before it quoted, and reads as asked of that term.
 */
function pronounAsked(stem: string): string {
  const parts = stem.split(/(?<=[.!])\s+(?=\p{Lu})/u);
  if (parts.length < 2) return stem;
  const last = parts.at(-1) ?? '';
  const it =
    /^(?:so\s+)?(?:what|which)\s+(?:(?:is|does)\s+(?:it|this|that)(?:\s+(?:mean|refer to|describe))?|do(?:es)?\s+(?:they|these|it|this|that)\s+(?:mean|refer to|describe))\s*[?:]?$/i;
  if (!it.test(last.trim())) return stem;
  const quoted = parts
    .slice(0, -1)
    .join(' ')
    .match(/(?:^|\s)['‘"“]([^'’"”]{3,60})['’"”]/u)?.[1];
  return quoted ? `What is ${quoted}?` : stem;
}

export function negatedStem(stem: string): boolean {
  // "at least" and "not only" do not turn a stem around.
  // A clause of purpose or cause says why, not which option is wrong: "fortified to what strength,
  // so that flor cannot survive?".
  const s = stem
    .replace(/\bat (?:the )?least\b|\bnot only\b|\bnot just\b/gi, ' ')
    .replace(/,?\s*\b(?:so that|so as to|in order that|in order to|because|since)\b[^?]*/gi, ' ');
  // "Below what temperature does the vine not grow?" asks for a threshold: the negation says which side
  // of it the fact lies on, and the options are the thresholds, not three truths and an exception.
  if (THRESHOLD.test(s)) return false;
  return NEGATED.test(s);
}

function trueFalse(text: string): ChoiceItem | undefined {
  if (/\n\s*(?:\(?[a-d1-4][).:]|\([a-d1-4]\))\s/i.test(text)) return undefined;
  let statement: string | undefined;
  if (TF_BEFORE.test(text)) statement = text.replace(TF_BEFORE, '');
  else if (TF_AFTER.test(text)) statement = text.replace(TF_AFTER, '');
  if (statement === undefined) return undefined;
  statement = statement.replace(TRAILING_NOISE, '').trim();
  if (statement.split(/\s+/).length < 3) return undefined;
  // "True or false questions are hard, how should I revise?" is a learner's own question, not an item.
  // "When pairing desserts, the wine should be sweeter" is a statement that opens on a clause of time.
  if (
    /^(?:how|what|why|which|who|when|where|should|can|could|do|does|is|are)\b/i.test(statement) &&
    !/^(?:when|where)\s+\p{L}+ing\b[^?]*$/iu.test(statement)
  )
    return undefined;
  // ("US" in capitals is the country, not the asker: "Under US federal law…".)
  if (/(?<![\p{L}\p{N}])(?:i|i['’]m|i['’]ve|my|me|we|our)(?![\p{L}\p{N}])/iu.test(statement)) return undefined;
  if (REQUEST_US.test(statement)) return undefined;
  return { kind: 'true-false', statement };
}

interface Found {
  stem: string;
  options: ChoiceOption[];
}

type Family = 'upper' | 'lower' | 'number';

const LINE_OPTION = /^\s*(?:\(([A-Fa-f]|[1-6])\)|([A-Fa-f]|[1-6])\s*[).:]|([A-F])(?:\s+[-–—]\s|\s{2,}|\t))\s*(\S.*)$/;

function family(label: string): Family {
  return /\d/.test(label) ? 'number' : label === label.toUpperCase() ? 'upper' : 'lower';
}

function nth(f: Family, i: number): string {
  return f === 'number' ? String(i + 1) : f === 'upper' ? 'ABCDEF'[i] : 'abcdef'[i];
}

/** Options one a line at the end of the text, labelled A, B, C… or 1, 2, 3… in order. */
function lines(text: string): Found | undefined {
  const ls = text.split('\n');
  const options: ChoiceOption[] = [];
  let first = -1;
  for (let i = 0; i < ls.length; i++) {
    const line = ls[i];
    if (line.trim() === '') continue;
    const m = LINE_OPTION.exec(line);
    const label = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
    if (m && label) {
      const f = options.length > 0 ? family(options[0].label) : family(label);
      if (label === nth(f, options.length) && family(label) === f) {
        if (options.length === 0) first = i;
        options.push({ label, text: m[4].trim() });
        continue;
      }
    }
    // A line that is not the next option: a run of options must end the text.
    if (options.length > 0) {
      const rest = ls.slice(i).join('\n').trim();
      if (rest.replace(TRAILING_NOISE, '').trim() !== '') return undefined;
      break;
    }
  }
  if (options.length < 2 || first < 0) return undefined;
  return { stem: ls.slice(0, first).join(' ').replace(/\s+/g, ' ').trim(), options };
}

/** Label patterns for options written on one line after the stem: "A) x B) y", "(a) x (b) y", "a. x b. y", "1. x 2. y". */
const INLINE_FORMS: { family: Family; pattern: (label: string) => string }[] = [
  { family: 'upper', pattern: (l) => `\\(${l}\\)` },
  { family: 'lower', pattern: (l) => `\\(${l}\\)` },
  { family: 'number', pattern: (l) => `\\(${l}\\)` },
  { family: 'upper', pattern: (l) => `${l}[).:]` },
  { family: 'lower', pattern: (l) => `${l}\\)` },
  // "a. Barossa b. Coonawarra c. Hunter": lower-case letters with a full stop, in order (an article "a"
  // is never followed by a full stop and then "b.").
  { family: 'lower', pattern: (l) => `${l}\\.` },
  { family: 'number', pattern: (l) => `${l}[).]` },
  { family: 'upper', pattern: (l) => `${l}\\s+[-–—]` },
];

/** The pattern of each inline form's label, by form and place, built on first use (read from `lastIndex` set each time). */
const INLINE_PATTERNS: RegExp[][] = [];

function inlinePattern(f: number, i: number): RegExp {
  INLINE_PATTERNS[f] ??= [];
  const row = INLINE_PATTERNS[f];
  row[i] ??= new RegExp(`(?:^|\\s)(${INLINE_FORMS[f].pattern(nth(INLINE_FORMS[f].family, i))})\\s*(?=\\S)`, 'g');
  return row[i];
}

function inline(text: string): Found | undefined {
  const flat = text.replace(/\s+/g, ' ');
  for (const [f, form] of INLINE_FORMS.entries()) {
    const starts: { at: number; end: number; label: string }[] = [];
    let from = 0;
    for (let i = 0; i < 6; i++) {
      const label = nth(form.family, i);
      const re = inlinePattern(f, i);
      re.lastIndex = from;
      const m = re.exec(flat);
      if (!m) break;
      const at = m.index + m[0].indexOf(m[1]);
      starts.push({ at, end: m.index + m[0].length, label });
      from = m.index + m[0].length;
    }
    if (starts.length < 2) continue;
    const stem = flat.slice(0, starts[0].at).trim();
    const options = starts.map((s, i) => ({
      label: s.label,
      text: flat
        .slice(s.end, i + 1 < starts.length ? starts[i + 1].at : flat.length)
        .trim()
        .replace(/[;,]$/, '')
        .trim(),
    }));
    // Two inline options need a stem that asks something; three or more are a list in any case.
    if (options.length === 2 && !/[?:]$/.test(stem)) continue;
    return { stem, options };
  }
  return undefined;
}

/**
 * Options after a stem that ends in "?" or ":", labelled by bare capitals in order on one line:
 * "Which grape leads Priorat? A Albariño B Garnacha C Tannat D Mencía". Three options at least, so
 * that an article "A" in a sentence is not read as a label.
 */
function bareLetters(text: string): Found | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = /^(.*?[?:])\s+A\s+(\S.*?)\s+B\s+(\S.*?)\s+C\s+(\S.*?)(?:\s+D\s+(\S.*?))?(?:\s+E\s+(\S.*?))?$/.exec(flat);
  if (!m) return undefined;
  const texts = m.slice(2).filter((t): t is string => t !== undefined);
  return {
    stem: m[1].trim(),
    options: texts.map((t, i) => ({ label: 'ABCDEF'[i], text: t.replace(/[;,]$/, '').trim() })),
  };
}

/** Options as dashes on the stem's line: "Which glass suits Port? - A flute - A copita - A bowl". */
function inlineBullets(text: string): Found | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = /^(.*?\?)\s+[-–•]\s+(\S.*)$/.exec(flat);
  if (!m) return undefined;
  const parts = m[2].split(/\s+[-–•]\s+/).map((t) => t.trim());
  if (parts.length < 3 || !/\b(which|what|who|where|when|how)\b/i.test(m[1])) return undefined;
  return { stem: m[1].trim(), options: parts.map((t, i) => ({ label: 'ABCDEF'[i], text: t })) };
}

/** "Which of the following…?" with the options as a bulleted list. */
function bullets(text: string): Found | undefined {
  const ls = text.split('\n').map((l) => l.trim());
  const options: string[] = [];
  let first = -1;
  for (let i = 0; i < ls.length; i++) {
    const m = /^[-*•·▪◦]\s+(\S.*)$/.exec(ls[i]);
    if (m) {
      if (first < 0) first = i;
      options.push(m[1].trim());
    } else if (first >= 0 && ls[i] !== '') return undefined;
  }
  if (options.length < 2 || first <= 0) return undefined;
  const stem = ls.slice(0, first).join(' ').trim();
  // A bulleted list is an exam item only when the stem asks to choose among the bullets.
  const asks =
    /\?$/.test(stem) && /\b(which|what|who|where|when|how many|how much|select|choose|identify)\b/i.test(stem);
  // An unfinished sentence before a colon ("Madiran is made mainly from:") is a stem; a learner's
  // own list ("I have these wines:") is not.
  const fragment = /:$/.test(stem) && !/\b(i|i['’]m|i['’]ve|my|me|we|our|us)\b/i.test(stem);
  if (!asks && !fragment) return undefined;
  return { stem, options: options.map((t, i) => ({ label: 'ABCDEF'[i], text: t })) };
}

/** A learner's own request or situation ("Suggest wines for:", "I'm serving:") is not an exam stem. */
// The asker's own words are whole words: the "me" of "crème", after an accented letter, is none.
const REQUEST =
  /^(?:please\s+)?(?:suggest|recommend|give|list|tell|help|pair|plan|find|show|compare|explain|describe|rank)\b|(?<![\p{L}\p{N}])(?:i|i['’]m|i['’]ve|i['’]ll|my|me|we|we['’]re|our)(?![\p{L}\p{N}])/iu;
/** "Us" the asker, in lower case: "US" in capitals is the country ("Which US state…"). */
const REQUEST_US = /(?<![\p{L}\p{N}])(?:us|Us)(?![\p{L}\p{N}])/u;

function plausible(stem: string, options: ChoiceOption[]): boolean {
  if (options.length < 2 || options.length > 6) return false;
  if (stem.split(/\s+/).filter(Boolean).length < 2) return false;
  // "Rank the levels from highest to lowest: A) X, Y, Z  B) Z, Y, X": orders to choose from, not a request.
  const orders = /^rank\b/i.test(stem) && options.every((o) => (o.text.match(/,/g) ?? []).length >= 2);
  // "I'm studying for my L2. Which grape…?": what the learner says of themselves before the item
  // frames it; only the sentence that asks is read for a request of their own.
  const asked = stem.split(/(?<=[.!])\s+(?=\p{Lu})/u).at(-1) ?? stem;
  if ((REQUEST.test(asked) && !orders) || REQUEST_US.test(asked)) return false;
  // Sub-questions ("a) what is malolactic? b) how does it work?") and long sentences are not options.
  if (options.some((o) => o.text.length === 0 || o.text.length > 180 || /\?$/.test(o.text))) return false;
  const norm = options.map((o) => o.text.toLowerCase());
  return new Set(norm).size === norm.length;
}
