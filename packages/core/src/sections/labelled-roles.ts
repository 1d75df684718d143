import { findDates } from './dates';
import type { ExperienceEntry } from './types';

/**
 * Roles written as labelled fields, as forms and many Indian and Europass resumes set them:
 *
 *   Organisation: Sahyadri Multispeciality Hospital
 *   Designation:  Pharmacist
 *   Duration:     June 2019 – Till date
 *   Location:     Bengaluru
 *   Responsibilities:
 *   • Dispensing for in-patient and out-patient pharmacy
 *
 * The labels say which field is which, so the role is read from them rather than guessed from the look of
 * its lines.
 */

type Field = 'title' | 'employer' | 'dates' | 'location';

/** Field labels in the seven languages read, lower case, without the colon. */
const LABELS: Array<[Field, string[]]> = [
  [
    'title',
    [
      'designation',
      'position',
      'position held',
      'occupation or position held',
      'role',
      'job title',
      'title',
      'post',
      'post held',
      'funktion',
      'tätigkeit',
      'poste',
      'fonction',
      'cargo',
      'puesto',
      'función',
      'função',
      'ruolo',
      'mansione',
      'posizione',
      'functie',
    ],
  ],
  [
    'employer',
    [
      'organisation',
      'organization',
      'company',
      'company name',
      'employer',
      'name of employer',
      "employer's name",
      'name and address of employer',
      'firm',
      'arbeitgeber',
      'firma',
      'unternehmen',
      'entreprise',
      'employeur',
      'société',
      'empresa',
      'entidad',
      'azienda',
      'datore di lavoro',
      'werkgever',
      'bedrijf',
    ],
  ],
  [
    'dates',
    [
      'duration',
      'period',
      'dates',
      'date',
      'tenure',
      'zeitraum',
      'période',
      'durée',
      'periodo',
      'período',
      'periode',
    ],
  ],
  ['location', ['location', 'place', 'city', 'ort', 'lieu', 'lugar', 'local', 'luogo', 'plaats']],
];

const FIELD_OF = new Map<string, Field>(
  LABELS.flatMap(([field, labels]) => labels.map((label) => [label, field])),
);
const FIELD_LINE = /^\s*([\p{L}][\p{L}' ]{1,40}?)\s*:\s*(\S.*)$/u;

/** True when the line opens with a role field's label ("Designation:", "Company:"). */
export function opensWithFieldLabel(text: string): boolean {
  return readField(text) !== undefined;
}

/** The field a line sets and its value, when it opens with a field label. */
function readField(text: string): { field: Field; value: string } | undefined {
  const match = FIELD_LINE.exec(text);
  if (!match) return undefined;
  const field = FIELD_OF.get((match[1] ?? '').toLowerCase().replace(/\s+/g, ' '));
  const value = (match[2] ?? '').trim();
  return field && value ? { field, value } : undefined;
}

/**
 * The roles of a section whose roles are labelled fields: at least one title and one employer label and
 * three field lines in all, or undefined to read the section by its look. A role starts at a field line
 * that repeats a field the role has, or that follows the role's description.
 */
export function labelledRoles(
  texts: string[],
  lineIndexes: number[],
  referenceDate: Date,
): ExperienceEntry[] | undefined {
  const fields = lineIndexes.map((index) => readField(texts[index] ?? ''));
  const count = (field: Field) => fields.filter((found) => found?.field === field).length;
  if (count('title') === 0 || count('employer') === 0) return undefined;
  if (fields.filter(Boolean).length < 3) return undefined;
  const roles: Array<ExperienceEntry & { set: Set<Field> }> = [];
  let current: (ExperienceEntry & { set: Set<Field> }) | undefined;
  lineIndexes.forEach((index, position) => {
    const found = fields[position];
    if (found) {
      if (!current || current.set.has(found.field) || current.bulletLines.length > 0) {
        current = { headerLines: [], bulletLines: [], lineIndexes: [], set: new Set() };
        roles.push(current);
      }
      current.set.add(found.field);
      current.headerLines.push(index);
      current.lineIndexes.push(index);
      if (found.field === 'title') current.title = found.value;
      else if (found.field === 'employer') current.employer = found.value;
      else if (found.field === 'location') current.location = found.value;
      else {
        const dates = findDates(found.value, referenceDate);
        const range = (dates.find((match) => match.isRange) ?? dates[0])?.range;
        if (range) current.dates = range;
      }
      return;
    }
    if (!current) return;
    current.bulletLines.push(index);
    current.lineIndexes.push(index);
  });
  return roles.map(({ set: _set, ...role }) => role);
}
