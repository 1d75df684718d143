import onetRoleTasks from '../../content/onet/role-tasks.json';
import { ACTION_VERBS_PRESENT } from '../analysis/vocabulary';
import { SKILLS } from '../skills/taxonomy';

/**
 * The verbs the product knows, in their base form: the content checks' action verbs, the verbs the taxonomy's
 * deeds open with (written by people: "process", "close") and the verbs O*NET's task statements open with
 * ("Confer with…", "Direct…"; O*NET 29.2, CC BY 4.0).
 */
const ONET_TASKS = onetRoleTasks.roles as Readonly<Record<string, { tasks: string[] }>>;

let onetTaskVerbs: ReadonlySet<string> | undefined;
let deedVerbs: ReadonlySet<string> | undefined;

function onetVerbs(): ReadonlySet<string> {
  onetTaskVerbs ??= new Set(
    Object.values(ONET_TASKS).flatMap((role) =>
      role.tasks.map((task) => (/^[A-Z][a-z]+/u.exec(task)?.[0] ?? '').toLowerCase()),
    ),
  );
  return onetTaskVerbs;
}

function verbsOfDeeds(): ReadonlySet<string> {
  deedVerbs ??= new Set(
    SKILLS.flatMap((skill) => (skill.deeds ?? []).map((deed) => deed.split(' ')[0] ?? '')),
  );
  return deedVerbs;
}

const known = (verb: string) =>
  verbsOfDeeds().has(verb) || ACTION_VERBS_PRESENT.has(verb) || onetVerbs().has(verb);

/**
 * The base form of a verb in its base or third-person form, or undefined when the word is no verb the
 * product knows. A third-person form is read back by the spelling rules ("processes" → process, "applies"
 * → apply, "manages" → manage); where a rule allows two bases, a deed's verb is preferred over a base the
 * others only derive.
 */
export function baseVerbOf(word: string): string | undefined {
  if (known(word)) return word;
  if (!word.endsWith('s')) return undefined;
  const candidates = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : /(?:ss|sh|ch|x|zz)es$/u.test(word)
      ? [word.slice(0, -2), word.slice(0, -1)]
      : [word.slice(0, -1), word.slice(0, -2)];
  return candidates.find((verb) => verbsOfDeeds().has(verb)) ?? candidates.find((verb) => known(verb));
}

/**
 * Whether a word (lower case) is a known verb in its base, third-person or regular past form ("utilized",
 * "answered", "applied", "planned", "monitors"), a prefix "re-" or "co-" read off ("re-established").
 */
export function isKnownVerbForm(word: string): boolean {
  const bare = word.replace(/^(?:re|co)-/u, '');
  if (baseVerbOf(bare) !== undefined) return true;
  if (bare.endsWith('ied')) return known(`${bare.slice(0, -3)}y`);
  if (!bare.endsWith('ed')) return false;
  const stem = bare.slice(0, -2);
  const undoubled = /([bdglmnprt])\1$/u.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, `${stem}e`, ...undoubled].some(known);
}
