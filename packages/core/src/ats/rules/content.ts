import type { ExperienceLevel } from '@careerlens/contracts';
import type { DocumentLine } from '../../extract/types';
import {
  ACTION_VERBS,
  CLICHE_PATTERNS,
  CLICHES,
  DUTY_PHRASES,
  FIRST_PERSON,
} from '../../analysis/vocabulary';
import { stripBullet } from '../../extract/normalize';
import {
  isKnownVerbForm,
  isVerbForm,
  opensWithCorpusNoun,
  opensWithNounPhrase,
  verbBaseOf,
} from '../../text/verbs';
import { ATS_POINTS } from '../points';
import { evidenceOf, linesAt, words, type AtsRule } from '../rule';

/** Content: what the bullets and the summary say, and how long the resume is. */

/** Numbers that show scale or impact: percentages, money, counts; not bare years or phone-like digits. */
const QUANTIFIER =
  /(\d+(\.\d+)?\s?%|[$€£¥₹]\s?\d|\b\d+(\.\d+)?\s?(k|m|mm|bn|million|billion|thousand)\b|\b\d{1,3}(,\d{3})+\b|\b(?!(19|20)\d{2}\b)\d+\+?\s+[a-z])/i;
/**
 * Numbers that name a thing rather than count it: a model, a form, a code or a ranking after a name
 * ("Boeing 737", "OSHA 301", "Phase 2", "Fortune 500", "Section 1983") or before a code ("0331 MOS"). A
 * capitalised verb opening the bullet is no name ("Trained 25 new hires"), and a percentage or an amount
 * counts whatever stands before it.
 */
const NAMED_NUMBER =
  /(?<=\S\s+)(?:[A-Z][A-Za-z.&-]*)\s+\d+(?![\d.,]*\s?(?:%|k\b|m\b|mm\b|bn\b|million|billion|thousand))[A-Za-z]*\b(?:\s*[-–/]\s*\d+[A-Za-z]*\b)?|\b\d+\s+[A-Z]{2,}\b(?![a-z])/gu;
/** Counts written in words before what they count ("six bank accounts", "three company locations"). */
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|dozens?)\s+(?:[a-z-]+\s+)?[a-z]+s\b/iu;

/** Whether a bullet shows a number of scale or impact. */
export function showsNumber(text: string): boolean {
  const unnamed = text.replace(NAMED_NUMBER, (match) => {
    const name = /^\p{L}[\p{L}.&-]*/u.exec(match)?.[0] ?? '';
    const word = name.toLowerCase();
    return name !== '' && (ACTION_VERBS.has(word) || isKnownVerbForm(word)) ? match : ' ';
  });
  return QUANTIFIER.test(unnamed) || NUMBER_WORDS.test(unnamed);
}
/**
 * A bullet that names the job's duties rather than what was done: "Duties to include…", "Primary
 * responsibilities include…", "Tasks included: …", "I was responsible for…", "Directly responsible for…",
 * "…and perform other duties as assigned".
 */
const DUTY_OPENING =
  /^(?:(?:specific|primary|main|key|major|daily|general|job|my|other|additional)\s+)?(?:duties|responsibilities|tasks)\b(?:\s*:|\s+(?:to\s+)?(?:include|included|includes|including|were|are|also|consisted|involved))|^(?:in this (?:role|position|capacity),?\s+)?(?:i\s+(?:was|am)\s+)?(?:also\s+|[a-z]+ly\s+)?responsible for|\bother duties as\b/u;
/** Share of bullets with a number for full marks. */
const QUANTIFIED_SHARE = 0.3;
/** Share of bullets opening with an action verb for full marks. */
const VERB_LED_SHARE = 0.6;

/** Word counts that read as complete for each level: [too short below, too long above]. */
const WORD_RANGE: Record<ExperienceLevel | 'unknown', readonly [number, number]> = {
  'entry-level': [200, 750],
  'mid-level': [350, 950],
  'senior-level': [400, 1200],
  'lead-principal': [400, 1400],
  unknown: [250, 1100],
};
const MAX_PAGES: Record<ExperienceLevel | 'unknown', number> = {
  'entry-level': 1,
  'mid-level': 2,
  'senior-level': 2,
  'lead-principal': 3,
  unknown: 2,
};

const BULLET_WORDS = { min: 6, max: 35 } as const;
/** Lines with pronouns or stock phrases at which those checks earn nothing. */
const WORDING_LINES_TO_FAIL = 4;
/** Bullets one action verb may open before it counts as overused. */
const OPENER_REPEATS_TOLERATED = 3;
/** Summary length that reads well, in words. */
const SUMMARY_WORDS = { min: 15, max: 90 } as const;

export const quantifiedAchievements: AtsRule = {
  id: 'quantified-achievements',
  group: 'content',
  title: 'Achievements with numbers',
  maxPoints: ATS_POINTS['quantified-achievements'],
  readingDependent: true,
  evaluate: ({ bullets }) => {
    const quantified = bullets.filter((line) => showsNumber(line.text));
    const share = bullets.length ? quantified.length / bullets.length : 0;
    return {
      share: bullets.length === 0 ? 0 : Math.min(1, share / QUANTIFIED_SHARE),
      detail:
        bullets.length === 0
          ? 'No achievement bullets were found under your roles.'
          : `${quantified.length} of ${bullets.length} bullets (${Math.round(share * 100)}%) show a number: a percentage, amount, count or time saved. Aim for at least 30%.`,
      fix: 'Add the result to your strongest bullets with a number, if true: how much, how many, how fast, how often.',
      evidence: evidenceOf(quantified),
    };
  },
};

/** Whether a bullet opens with a noun phrase, a label or a name whose first word can be a verb. */
function opensAsNoun(line: DocumentLine): boolean {
  return opensWithNounPhrase(line.text) || opensWithCorpusNoun(line.text);
}

/** The word a bullet's verb is: its first, or its second after an adverb ("Successfully launched…"). */
function openingVerbWord(line: DocumentLine): string {
  const [first = '', second = ''] = words(line.text);
  return /ly$/u.test(first) && second !== '' && isVerbForm(second) ? second : first;
}

export const actionVerbs: AtsRule = {
  id: 'action-verbs',
  group: 'content',
  title: 'Bullets start with an action verb',
  maxPoints: ATS_POINTS['action-verbs'],
  englishOnly: true,
  readingDependent: true,
  evaluate: ({ bullets }) => {
    // A verb of the product's list, or any verb it knows in its base, third-person or past form (O*NET's
    // task verbs, the taxonomy's deeds): "Utilized", "Answered", "Monitors" say what the person did.
    // A noun phrase or a label whose first word can be a verb ("Lead technician for…", "Report of…") is not.
    const opensWithVerb = (line: DocumentLine) => {
      const word = openingVerbWord(line);
      return (
        (ACTION_VERBS.has(word) || isKnownVerbForm(word) || (isVerbForm(word) && !word.endsWith('ing'))) &&
        !opensAsNoun(line)
      );
    };
    const verbLed = bullets.filter(opensWithVerb);
    const share = bullets.length ? verbLed.length / bullets.length : 0;
    return {
      share: bullets.length === 0 ? 0 : Math.min(1, share / VERB_LED_SHARE),
      detail:
        bullets.length === 0
          ? 'No bullets to check.'
          : `${verbLed.length} of ${bullets.length} bullets (${Math.round(share * 100)}%) open with an action verb such as "Led", "Built" or "Reduced".`,
      fix: 'Start each bullet with a strong verb that says what you did ("Reduced", "Launched", "Negotiated").',
      evidence: evidenceOf(bullets.filter((line) => !opensWithVerb(line))),
    };
  },
};

export const resultsNotDuties: AtsRule = {
  id: 'results-not-duties',
  group: 'content',
  title: 'Results rather than duties',
  maxPoints: ATS_POINTS['results-not-duties'],
  englishOnly: true,
  readingDependent: true,
  evaluate: ({ bullets }) => {
    const duties = bullets.filter((line) => {
      // The bullet mark stays in the text of plain-text files and some PDFs: "• Responsible for".
      const text = stripBullet(line.text).toLowerCase();
      return DUTY_PHRASES.some((phrase) => text.startsWith(phrase)) || DUTY_OPENING.test(text);
    });
    return {
      share: bullets.length === 0 ? 0 : 1 - Math.min(1, duties.length / Math.max(2, bullets.length * 0.25)),
      detail:
        duties.length === 0
          ? 'No bullet reads like a job description ("Responsible for...").'
          : `${duties.length} bullet(s) describe duties ("Responsible for", "Duties included") instead of results.`,
      fix: 'Rewrite "Responsible for X" as what you achieved in X: "Cut X by 20%", "Delivered X for 40 clients".',
      evidence: evidenceOf(duties),
    };
  },
};

export const bulletLength: AtsRule = {
  id: 'bullet-length',
  group: 'content',
  title: 'Bullets of readable length',
  maxPoints: ATS_POINTS['bullet-length'],
  readingDependent: true,
  evaluate: ({ bullets }) => {
    const longBullets = bullets.filter((line) => words(line.text).length > BULLET_WORDS.max);
    const shortBullets = bullets.filter((line) => words(line.text).length < BULLET_WORDS.min);
    const badLength = longBullets.length + shortBullets.length;
    return {
      share: bullets.length === 0 ? 0 : 1 - Math.min(1, badLength / Math.max(2, bullets.length * 0.5)),
      detail: `${longBullets.length} bullet(s) run over ${BULLET_WORDS.max} words and ${shortBullets.length} are under ${BULLET_WORDS.min} words.`,
      fix: 'Keep each bullet to one or two lines (about 12-30 words): one action, one result.',
      evidence: evidenceOf([...longBullets, ...shortBullets]),
    };
  },
};

export const wordCount: AtsRule = {
  id: 'word-count',
  group: 'content',
  title: 'Length fits your experience level',
  maxPoints: ATS_POINTS['word-count'],
  evaluate: ({ wordCount: count, level }) => {
    const [minWords, maxWords] = WORD_RANGE[level ?? 'unknown'];
    return {
      share:
        count < minWords
          ? count / minWords
          : count > maxWords
            ? Math.max(0, 1 - (count - maxWords) / maxWords)
            : 1,
      detail: `${count} words; ${minWords}-${maxWords} is typical for ${level ?? 'your'} ${level ? 'resumes' : 'resume'}.`,
      fix:
        count < minWords
          ? 'Add detail to your most relevant roles: the problem, what you did, and the result.'
          : 'Cut older or less relevant detail so the resume stays focused on what matters for your target role.',
    };
  },
};

export const pageCount: AtsRule = {
  id: 'page-count',
  group: 'content',
  title: 'Page count',
  maxPoints: ATS_POINTS['page-count'],
  evaluate: ({ document, level }) => {
    const maxPages = MAX_PAGES[level ?? 'unknown'];
    const pages = document.layout.pageCount;
    return {
      share: document.fileType !== 'pdf' || pages <= maxPages ? 1 : pages <= maxPages + 1 ? 0.5 : 0,
      detail:
        document.fileType === 'pdf'
          ? `${pages} page(s); up to ${maxPages} is usual at this level.`
          : 'Page count is decided when the document is rendered; keep it within the usual length for your level.',
      fix: `Trim the resume to ${maxPages} page${maxPages > 1 ? 's' : ''}.`,
    };
  },
};

/**
 * The line without the "i"s that are not the pronoun: "i.e." and a grade in Roman numerals after a
 * capitalised word at the end of a phrase, before a date or a grade after it ("Accountant I", "Level I,", "Manager I
 * 03/2016", "Physiology I & II", "Level I to Level III"), a version ("Oracle 9i") and "My/SQL".
 */
function withoutNonPronounI(text: string): string {
  return text
    .replace(/(?<![\p{L}])i\.\s?e\.?/giu, ' ')
    .replace(/\d+i\b|\bmy\s?\/?\s?sql\b/giu, ' ')
    .replace(/(?<=\p{Lu}[\p{L}-]*\s)I(?=\s*(?:$|[,;)/–—&-]|\d|(?:and|to)\s+(?:I{1,3}\b|\p{Lu})))/gu, ' ');
}

export const noFirstPerson: AtsRule = {
  id: 'no-first-person',
  group: 'content',
  title: 'No first-person pronouns',
  maxPoints: ATS_POINTS['no-first-person'],
  englishOnly: true,
  evaluate: ({ contentLines }) => {
    const pronounLines = contentLines.filter((line) =>
      words(withoutNonPronounI(line.text)).some((word) =>
        (FIRST_PERSON as readonly string[]).includes(word.replace(/[’']s$/, '')),
      ),
    );
    return {
      share: 1 - Math.min(1, pronounLines.length / WORDING_LINES_TO_FAIL),
      detail:
        pronounLines.length === 0
          ? 'The resume is written without "I", "me" or "my".'
          : `${pronounLines.length} line(s) use "I", "me" or "my".`,
      fix: 'Drop "I" and "my": start lines with the verb ("Managed a team of 6" instead of "I managed my team of 6").',
      evidence: evidenceOf(pronounLines),
    };
  },
};

export const noCliches: AtsRule = {
  id: 'no-cliches',
  group: 'content',
  title: 'No empty buzzwords',
  maxPoints: ATS_POINTS['no-cliches'],
  englishOnly: true,
  evaluate: ({ contentLines }) => {
    const clicheHits = contentLines.filter((line) => {
      const lower = line.text.toLowerCase();
      return (
        CLICHES.some((phrase) =>
          new RegExp(`(^|[^a-z])${phrase.replace(/[-]/g, '[- ]?')}([^a-z]|$)`).test(lower),
        ) || CLICHE_PATTERNS.some((pattern) => pattern.test(lower))
      );
    });
    return {
      share: 1 - Math.min(1, clicheHits.length / WORDING_LINES_TO_FAIL),
      detail:
        clicheHits.length === 0
          ? 'No stock phrases such as "team player" or "results-driven".'
          : `${clicheHits.length} line(s) use stock phrases such as "team player", "results-driven" or "detail-oriented".`,
      fix: 'Replace each buzzword with evidence: instead of "results-driven", name a result you drove.',
      evidence: evidenceOf(clicheHits),
    };
  },
};

export const variedVerbs: AtsRule = {
  id: 'varied-verbs',
  group: 'content',
  title: 'Varied wording',
  maxPoints: ATS_POINTS['varied-verbs'],
  englishOnly: true,
  readingDependent: true,
  evaluate: ({ bullets }) => {
    // One verb in any of its forms ("Provide", "Provided", "Providing") is one opener.
    const openers = new Map<string, { forms: Set<string>; lines: DocumentLine[] }>();
    for (const line of bullets) {
      const word = openingVerbWord(line);
      const base = verbBaseOf(word);
      if (base === undefined || opensAsNoun(line)) continue;
      const opener = openers.get(base) ?? { forms: new Set<string>(), lines: [] };
      opener.forms.add(word);
      opener.lines.push(line);
      openers.set(base, opener);
    }
    const repeated = [...openers.values()]
      .filter(({ lines }) => lines.length > OPENER_REPEATS_TOLERATED)
      .map(({ forms, lines }) => [[...forms].join('/'), lines] as const);
    return {
      share: repeated.length === 0 ? 1 : repeated.length === 1 ? 0.5 : 0,
      detail:
        repeated.length === 0
          ? 'No action verb opens more than three bullets.'
          : `Overused openers: ${repeated.map(([word, lines]) => `"${word}" (${lines.length}×)`).join(', ')}.`,
      fix: 'Vary your verbs: "Managed" can become "Led", "Directed", "Ran" or, better, the result itself.',
      evidence: evidenceOf(repeated.flatMap(([, lines]) => lines)),
    };
  },
};

export const summary: AtsRule = {
  id: 'summary',
  group: 'content',
  title: 'A short professional summary',
  maxPoints: ATS_POINTS.summary,
  readingDependent: true,
  evaluate: (input) => {
    const section = input.parsed.sections.find((candidate) => candidate.kind === 'summary');
    const lines = section ? linesAt(input, section.lineIndexes) : [];
    const summaryWords = section ? words(lines.map((line) => line.text).join(' ')).length : 0;
    return {
      share: !section ? 0 : summaryWords >= SUMMARY_WORDS.min && summaryWords <= SUMMARY_WORDS.max ? 1 : 0.5,
      detail: !section
        ? 'No summary or profile was found at the top.'
        : `The summary has ${summaryWords} words (15-90 reads well).`,
      fix: !section
        ? 'Open with a 2-3 line summary: your target role, years of experience, and two strengths with evidence.'
        : 'Keep the summary to 2-4 lines: role, experience, and two proven strengths.',
      evidence: section ? evidenceOf(lines) : [],
    };
  },
};

export const CONTENT_RULES: readonly AtsRule[] = [
  quantifiedAchievements,
  actionVerbs,
  resultsNotDuties,
  bulletLength,
  wordCount,
  pageCount,
  noFirstPerson,
  noCliches,
  variedVerbs,
  summary,
];
