import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { contactCountry } from '../../sections/contact';
import type { SectionKind } from '../../sections/types';
import { ATS_POINTS } from '../points';
import { evidenceOf, hasHeading, hasSection, linesAt, type AtsRule } from '../rule';

/** Structure: the sections, contact details and roles an ATS files a resume by. */

/**
 * The phone fix, with an example in the format of the resume's own country (its location or email
 * domain): a US resume is not shown a London number. With no country to go by, no example country.
 */
export function phoneFix(country: string | undefined): string {
  const example = country ? getExampleNumber(country as CountryCode, mobileExamples) : undefined;
  return example
    ? `Add a phone number with its country code, for example ${example.formatInternational()}.`
    : 'Add a phone number with its country code in front (+1 in the US and Canada, +44 in the UK, +91 in India).';
}

/** The sections every resume is expected to have. */
export const STANDARD_SECTIONS: readonly SectionKind[] = ['experience', 'education', 'skills'];

export const standardHeadings: AtsRule = {
  id: 'standard-headings',
  group: 'structure',
  title: 'Standard section headings',
  maxPoints: ATS_POINTS['standard-headings'],
  readingDependent: true,
  evaluate: (input) => {
    const { parsed } = input;
    const found = STANDARD_SECTIONS.filter((kind) => hasSection(parsed, kind));
    const empty = STANDARD_SECTIONS.filter((kind) => !found.includes(kind) && hasHeading(parsed, kind));
    const missing = STANDARD_SECTIONS.filter((kind) => !found.includes(kind) && !empty.includes(kind));
    return {
      share: found.length / STANDARD_SECTIONS.length,
      detail:
        found.length === STANDARD_SECTIONS.length
          ? 'Experience, Education and Skills are all under headings an ATS recognises.'
          : [
              missing.length ? `Missing or unrecognised: ${missing.join(', ')}.` : '',
              empty.length ? `Headed but empty: ${empty.join(', ')}.` : '',
            ]
              .filter(Boolean)
              .join(' '),
      fix: `Use the plain headings "Experience", "Education" and "Skills" so an ATS files each part correctly.`,
      evidence: evidenceOf(
        linesAt(
          input,
          parsed.sections.filter((section) => section.headingLine >= 0).map((section) => section.headingLine),
        ),
      ),
    };
  },
};

export const contactEmail: AtsRule = {
  id: 'contact-email',
  group: 'structure',
  title: 'Email address',
  maxPoints: ATS_POINTS['contact-email'],
  evaluate: (input) => {
    const { emails } = input.parsed.contact;
    return {
      share: emails.length > 0 ? 1 : 0,
      detail: emails.length > 0 ? 'An email address is present.' : 'No email address was found.',
      fix: 'Add a professional email address in the first lines of the resume.',
      evidence: evidenceOf(
        linesAt(
          input,
          emails.map((email) => email.lineIndex),
        ),
      ),
    };
  },
};

export const contactPhone: AtsRule = {
  id: 'contact-phone',
  group: 'structure',
  title: 'Phone number',
  maxPoints: ATS_POINTS['contact-phone'],
  evaluate: (input) => {
    const { contact } = input.parsed;
    return {
      share: contact.phones.length > 0 ? 1 : 0,
      detail:
        contact.phones.length > 0
          ? 'A phone number is present.'
          : contact.phoneLike
            ? `"${contact.phoneLike.text}" looks like a phone number but is not one that can be dialled (a placeholder, or digits missing).`
            : 'No phone number was found (international formats with a country code are recognised).',
      fix: phoneFix(contactCountry(contact)),
      evidence: evidenceOf(
        linesAt(
          input,
          contact.phones.map((phone) => phone.lineIndex),
        ),
      ),
    };
  },
};

export const contactLocation: AtsRule = {
  id: 'contact-location',
  group: 'structure',
  title: 'Location',
  maxPoints: ATS_POINTS['contact-location'],
  evaluate: (input) => {
    const { location } = input.parsed.contact;
    return {
      share: location ? 1 : 0,
      detail: location
        ? 'A location is present.'
        : 'No city or region was found; recruiters filter by location.',
      fix: 'Add your city and region or country (no street address needed), for example "Austin, TX" or "Leeds, UK".',
      evidence: location ? evidenceOf(linesAt(input, [location.lineIndex])) : [],
    };
  },
};

export const contactProfile: AtsRule = {
  id: 'contact-profile',
  group: 'structure',
  title: 'Professional profile link',
  maxPoints: ATS_POINTS['contact-profile'],
  evaluate: (input) => {
    const { links } = input.parsed.contact;
    const linkedin = links.filter((link) => link.kind === 'linkedin');
    return {
      share: links.length > 0 ? 1 : 0,
      detail:
        links.length > 0
          ? `Found ${linkedin.length ? 'a LinkedIn profile' : 'a profile or portfolio link'}.`
          : 'No LinkedIn, portfolio or GitHub link was found.',
      fix: 'Add your LinkedIn profile URL (and a portfolio or GitHub link if your work is public).',
      evidence: evidenceOf(
        linesAt(
          input,
          links.map((link) => link.lineIndex),
        ),
      ),
    };
  },
};

export const datedRoles: AtsRule = {
  id: 'dated-roles',
  group: 'structure',
  title: 'Every role has dates',
  maxPoints: ATS_POINTS['dated-roles'],
  readingDependent: true,
  evaluate: (input) => {
    const roles = input.parsed.experience;
    const dated = roles.filter((role) => role.dates?.start);
    return {
      share: roles.length === 0 ? 0 : dated.length / roles.length,
      detail:
        roles.length === 0
          ? 'No roles were found under an experience heading.'
          : `${dated.length} of ${roles.length} roles have start and end dates.`,
      fix:
        roles.length === 0
          ? 'Add an "Experience" section listing each role with its title, employer and dates (for example "Jan 2021 – Present").'
          : 'Give every role a start and end date in one format, for example "Mar 2019 – Jun 2022".',
      evidence: evidenceOf(
        linesAt(
          input,
          roles.filter((role) => !role.dates?.start).flatMap((role) => role.headerLines),
        ),
      ),
    };
  },
};

export const reverseChronological: AtsRule = {
  id: 'reverse-chronological',
  group: 'structure',
  title: 'Newest role first',
  maxPoints: ATS_POINTS['reverse-chronological'],
  readingDependent: true,
  evaluate: ({ parsed }) => ({
    share: parsed.reverseChronological === false ? 0 : 1,
    detail:
      parsed.reverseChronological === false
        ? 'Your roles are not listed newest first, which is the order an ATS and a recruiter expect.'
        : parsed.reverseChronological === undefined
          ? 'Fewer than two dated roles, so the order cannot be judged.'
          : 'Roles run from newest to oldest.',
    fix: 'Reorder your experience so the current or most recent role comes first.',
  }),
};

export const educationSection: AtsRule = {
  id: 'education-section',
  group: 'structure',
  title: 'Education listed',
  maxPoints: ATS_POINTS['education-section'],
  readingDependent: true,
  evaluate: (input) => {
    const { education } = input.parsed;
    const section = hasSection(input.parsed, 'education');
    return {
      share: education.length > 0 ? 1 : section ? 0.5 : 0,
      // With a heading there, the entries may be written in a way the reader does not know (a template's
      // placeholders, a course without a degree word): say what was read, not that nothing is there.
      detail:
        education.length > 0
          ? `${education.length} education entr${education.length === 1 ? 'y' : 'ies'} found.`
          : section
            ? 'An Education section was found, but no degree, diploma or course in it could be recognised.'
            : 'No degree, diploma or course was recognised.',
      fix: 'Add an "Education" section with the qualification, institution and year, even for a diploma or certificate.',
      evidence: evidenceOf(
        linesAt(
          input,
          education.flatMap((entry) => entry.lineIndexes),
        ),
      ),
    };
  },
};

export const skillsSection: AtsRule = {
  id: 'skills-section',
  group: 'structure',
  title: 'Skills section',
  maxPoints: ATS_POINTS['skills-section'],
  readingDependent: true,
  evaluate: ({ parsed }) => ({
    share: hasSection(parsed, 'skills') ? 1 : 0,
    detail: hasSection(parsed, 'skills')
      ? 'A skills section lists your skills in one place.'
      : hasHeading(parsed, 'skills')
        ? 'Your skills heading has nothing under it.'
        : 'No skills section was found; ATS keyword searches look for one.',
    fix: 'Add a "Skills" section listing the tools and methods you use, using the names job postings use.',
  }),
};

export const STRUCTURE_RULES: readonly AtsRule[] = [
  standardHeadings,
  contactEmail,
  contactPhone,
  contactLocation,
  contactProfile,
  datedRoles,
  reverseChronological,
  educationSection,
  skillsSection,
];
