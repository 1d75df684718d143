import type { PostingAnalysis } from '../postings/types';
import { capitalize, isDutyVerb, lowerFirst, shortenPhrase, splitDuty, uniqueBy } from './profile-text';

/**
 * What a posting's own wording says about the work: the deliverables its duties imply and the teams it
 * names. Everything is worded from the posting's sentences; nothing is added.
 */

/** Most teams read from one posting. */
const MAX_POSTING_TEAMS = 4;
/** Longest team phrase, in words: longer captures are prose, not a team. */
const MAX_TEAM_WORDS = 8;

/** "work closely with X", "partner with X", "reports to X": where a posting names the people a role works with. */
const TEAM_CUE =
  /\b(?:work(?:s|ing)?|partner(?:s|ing)?|collaborat(?:e|es|ing)|liais(?:e|es|ing)|coordinat(?:e|es|ing)|interfac(?:e|es|ing)|team(?:s|ing)? up)\s+(?:closely\s+|directly\s+|daily\s+|regularly\s+|cross-functionally\s+|hand in hand\s+)?(?:with|alongside)\s+([^.;:()!?]+)/giu;
const REPORTS_TO_CUE = /\breport(?:s|ing)?\s+(?:directly\s+)?to\s+([^.;:(),!?]+)/giu;
/** "the merchandising team", "our claims department": a team the duty involves. */
const NAMED_TEAM = /\b(?:the|our)\s+((?:[\p{L}&/-]+\s+){1,3}(?:teams?|departments?))\b/giu;
/** Where a team phrase ends: the purpose or place after it ("with analysts to keep reporting reliable"). */
const TEAM_PHRASE_END =
  /,\s+(?=(?:\p{L}+ing|while|so|which|who|where|as|to|and to)\b)|\s(?:to|on|in|for|so|that|who|which|across|through|by|from|when|while|during|as|at|under|into|throughout|around|about|using|via|within|where|ensuring|including|and to)\s/iu;
/** A team phrase names people or a group. */
const PEOPLE_NOUN =
  /\b(?:teams?|engineers?|managers?|leaders(?:hip)?|analysts?|designers?|stakeholders?|clients?|customers?|physicians|doctors|nurses|clinicians|providers|staff|colleagues|departments?|partners|vendors|suppliers|executives|directors?|specialists|scientists|developers|recruiters|attorneys|lawyers|paralegals|chefs|cooks|servers|technicians|supervisors|officers|accountants|auditors|owners|students|parents|teachers|families|patients|residents|guests|contractors|architects|pharmacists|therapists|researchers|marketers|representatives|agents|coordinators|administrators|professionals|peers|crew|personnel|board|founders|ceo|cfo|cto|coo|counsel|head of [\w ]+|vp of [\w ]+)\b/iu;
/** Sentences about the role rather than the company. */
const ROLE_SENTENCE = /\b(?:you|your|you'll|you’ll|this role|the role|this position|the position)\b/iu;

/**
 * How a duty's first verb becomes a deliverable: '' keeps what the duty acts on as the deliverable ("Build
 * dashboards for finance leaders" -> "Dashboards for finance leaders"), any other text goes in front of it
 * ("Reconcile accounts" -> "Reconciliations of accounts"). Verbs not listed yield no deliverable.
 */
const DELIVERABLE_FORMS: Readonly<Record<string, string>> = {
  build: '',
  create: '',
  develop: '',
  design: '',
  write: '',
  draft: '',
  produce: '',
  compile: '',
  author: '',
  craft: '',
  establish: '',
  define: '',
  publish: '',
  ensure: '',
  provide: '',
  analyse: 'Analyses of',
  analyze: 'Analyses of',
  assess: 'Assessments of',
  evaluate: 'Evaluations of',
  review: 'Reviews of',
  audit: 'Audits of',
  investigate: 'Investigations into',
  research: 'Research on',
  monitor: 'Monitoring of',
  track: 'Tracking of',
  forecast: 'Forecasts of',
  test: 'Test results for',
  inspect: 'Inspections of',
  reconcile: 'Reconciliations of',
  report: 'Reports on',
  present: 'Presentations of',
  document: 'Documentation of',
  plan: 'Plans for',
  recommend: 'Recommendations on',
  train: 'Training for',
  mentor: 'Mentoring for',
  coach: 'Coaching for',
  recruit: 'Recruitment of',
  hire: 'Hiring of',
  improve: 'Improvements to',
  optimise: 'Optimization of',
  optimize: 'Optimization of',
  enhance: 'Enhancements to',
  streamline: 'Streamlined',
  reduce: 'Reductions in',
  increase: 'Growth in',
  grow: 'Growth in',
  automate: 'Automation of',
  migrate: 'Migration of',
  implement: 'Implementation of',
  deploy: 'Deployment of',
  launch: 'Launch of',
  deliver: 'Delivery of',
  coordinate: 'Coordination of',
  manage: 'Management of',
  maintain: 'Maintenance of',
  oversee: 'Oversight of',
  supervise: 'Supervision of',
  administer: 'Administration of',
  process: 'Processing of',
  perform: 'Completed',
  conduct: 'Completed',
  complete: 'Completed',
  execute: 'Execution of',
  prepare: 'Preparation of',
  resolve: 'Resolution of',
  troubleshoot: 'Troubleshooting of',
  diagnose: 'Diagnosis of',
  repair: 'Repairs to',
  install: 'Installation of',
  configure: 'Configuration of',
  schedule: 'Schedules for',
  negotiate: 'Negotiated',
  update: 'Updates to',
  model: 'Models of',
  support: 'Support for',
  own: 'Ownership of',
  answer: 'Answers to',
  set: '',
  shape: '',
  cut: '',
  drive: 'Progress on',
  advise: 'Advice to',
  approve: 'Approved',
  organize: 'Organized',
  organise: 'Organized',
  prep: 'Prepared',
  cook: 'Cooked',
  export: 'Exports of',
  log: 'Logs of',
  prospect: 'Prospecting of',
  respond: 'Responses to',
  educate: 'Education for',
  guide: 'Guidance for',
  source: 'Sourcing of',
};
/** Words after a verb that show it acts on no object ("work closely with", "lead at the highest level"). */
const NO_OBJECT_START = /^(?:with|to|on|in|at|across|closely|alongside|directly|and|or|as|for|from)\b/iu;
/** A frequency before what a duty acts on: "report weekly on ...". */
const FREQUENCY_LEAD =
  /^(daily|weekly|monthly|quarterly|annually|yearly)\b(?=\s+(?:on|to|about|for|with)\b)/iu;
/** Words that open the object of a second verb: "and keep your station clean". */
const OBJECT_OPENERS: ReadonlySet<string> = new Set(
  'the a an your our their its all any every each this these those it them new existing'.split(' '),
);
/** A second duty after the first: "food to recipe and keep your station clean" ends before "and keep". */
const SECOND_DUTY = /(?:,\s*|\s+)(?:and|while|then)\s+([\p{L}-]+)|,\s*([\p{L}-]+)/gu;
/**
 * Duty verbs that are just as often nouns after "and" ("line cooks and prep cooks", "pairing and code
 * review"): they start a second duty only when an object opener follows them.
 */
const NOUN_LIKE_VERBS: ReadonlySet<string> = new Set(
  (
    'prep code review test report plan model process support train design research document schedule record ' +
    'order file program map log budget service source staff stock structure track work control audit forecast ' +
    'release estimate contract change lead cut pitch book bill check load care visit screen transport ' +
    'interview scope position balance brief measure fill repair market help run set ship clean cook plate ' +
    'label stage round calendar request share mount export add'
  ).split(' '),
);

/** Adverbs that describe how a duty is done, not what it produces ("document care accurately in ..."). */
const MANNER_ADVERBS =
  /\s+(?:accurately|closely|quickly|effectively|efficiently|safely|regularly|consistently|proactively|independently|directly|promptly|clearly|carefully|thoroughly|reliably|continuously)\b/giu;

/** The posting's text split into sentences, one list per line. */
export function postingSentences(analysis: PostingAnalysis): string[] {
  return analysis.descriptionText
    .split('\n')
    .flatMap((line) => line.replace(/^[-*•]\s+/u, '').split(/(?<=[.!?])\s+(?=[A-Z])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** The output a duty implies, worded from the duty itself; undefined when the duty names no output. */
export function deliverableOf(responsibility: string): string | undefined {
  const { verbs, object: rawObject } = splitDuty(responsibility);
  const verb = verbs.find((candidate) => DELIVERABLE_FORMS[candidate] !== undefined);
  if (verb === undefined || rawObject === '' || NO_OBJECT_START.test(rawObject)) return undefined;
  let object = rawObject;
  for (const match of rawObject.matchAll(SECOND_DUTY)) {
    const nextVerb = match[1] ?? match[2] ?? '';
    if (!isDutyVerb(nextVerb)) continue;
    // "to pull and validate data" joins two verbs of one duty; "food to recipe and keep ..." starts another.
    const wordBefore = /([\p{L}-]+)$/u.exec(rawObject.slice(0, match.index))?.[1]?.toLowerCase() ?? '';
    if (isDutyVerb(wordBefore) && !NOUN_LIKE_VERBS.has(wordBefore)) continue;
    // "line cooks and prep cooks" and "pairing and code review" are noun phrases, not second duties.
    const wordAfter = /^\s*([\p{L}-]+)/u.exec(rawObject.slice(match.index + match[0].length))?.[1] ?? '';
    const takesObject = OBJECT_OPENERS.has(wordAfter.toLowerCase()) || /ly$/u.test(wordAfter);
    if (NOUN_LIKE_VERBS.has(nextVerb) && !takesObject) continue;
    object = rawObject.slice(0, match.index);
    break;
  }
  object = shortenPhrase(object.trim())
    .replace(/\byour\b/giu, 'the')
    .replace(MANNER_ADVERBS, '');
  if (
    /\byou\b/iu.test(object) ||
    !/\p{L}{3}/u.test(object) ||
    /^(?:it|them|this|that|these|those)$/iu.test(object)
  ) {
    return undefined;
  }
  // "Report weekly on pipeline health" -> "Weekly reports on pipeline health".
  const frequency = FREQUENCY_LEAD.exec(object)?.[1];
  if (frequency !== undefined) object = object.slice(frequency.length).trim();
  let form = DELIVERABLE_FORMS[verb] ?? '';
  const formPreposition = /\s(\w+)$/u.exec(form)?.[1];
  if (formPreposition !== undefined && object.startsWith(`${formPreposition} `)) {
    object = object.slice(formPreposition.length + 1);
  }
  if (form === '') object = object.replace(/^(?:a|an|the)\s+/iu, '');
  if (frequency !== undefined) form = `${frequency.toLowerCase()} ${lowerFirst(form)}`.trim();
  return capitalize(form === '' ? object : `${form} ${object}`);
}

/**
 * Teams and people the posting says the role works with or reports to ("Works with product managers",
 * "Reports to the controller"), read from its responsibilities and its sentences about the role.
 */
export function postingTeams(responsibilities: readonly string[], sentences: readonly string[]): string[] {
  const sources = uniqueBy(
    [...responsibilities, ...sentences.filter((sentence) => ROLE_SENTENCE.test(sentence))],
    (text) => text,
  );
  const teams: string[] = [];
  const addTeam = (prefix: string, captured: string): void => {
    const phrase = (captured.split(TEAM_PHRASE_END)[0] ?? '')
      .trim()
      .replace(/^(?:the|our|your|a|an|other|many|various)\s+/iu, '');
    if (phrase === '' || phrase.split(/\s+/u).length > MAX_TEAM_WORDS || !PEOPLE_NOUN.test(phrase)) return;
    // "the services your team owns" is not a team the role works with.
    if (/\b(?:you|your|we|our|their|my|its)\b/iu.test(phrase)) return;
    teams.push(`${prefix} ${phrase}`);
  };
  for (const sentence of sources) {
    for (const match of sentence.matchAll(TEAM_CUE)) addTeam('Works with', match[1] ?? '');
    for (const match of sentence.matchAll(NAMED_TEAM)) addTeam('Works with the', match[1] ?? '');
    for (const match of sentence.matchAll(REPORTS_TO_CUE)) {
      const target = (match[1] ?? '').trim();
      addTeam('Reports to the', target);
    }
  }
  const key = (team: string): string =>
    team.toLowerCase().replace(/^(?:works with|reports to) (?:the )?/u, '');
  return uniqueBy(teams, key).slice(0, MAX_POSTING_TEAMS);
}
