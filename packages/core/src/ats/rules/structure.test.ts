import { describe, expect, it } from 'vitest';
import { checkInputOf, SOUND_RESUME } from '../../testing/resume-input';
import { judge } from '../rule';
import {
  contactEmail,
  contactLocation,
  contactPhone,
  contactProfile,
  datedRoles,
  educationSection,
  reverseChronological,
  skillsSection,
  standardHeadings,
} from './structure';

const CONTACT = 'jane.doe@example.com | +1 303 555 0142 | Denver, CO | linkedin.com/in/janedoe';
const withContact = (line: string) => SOUND_RESUME.replace(CONTACT, line);
const SKILLS = 'Skills\nPython, SQL, Tableau, Microsoft Excel, Forecasting, Statistics, Data Visualization\n';
const EDUCATION = 'Education\nBSc Mathematics, University of Colorado, 2017\n\n';

describe('structure rules', () => {
  it('standard-headings: all three pass; one missing warns; two missing fail', async () => {
    expect(judge(standardHeadings, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 5,
      fix: null,
    });
    const fix =
      'Use the plain headings "Experience", "Education" and "Skills" so an ATS files each part correctly.';
    const noSkills = judge(standardHeadings, await checkInputOf(SOUND_RESUME.replace(SKILLS, '')));
    expect(noSkills).toMatchObject({
      status: 'warn',
      points: 3.3,
      fix,
      detail: 'Missing or unrecognised: skills.',
    });
    const onlyExperience = judge(
      standardHeadings,
      await checkInputOf(SOUND_RESUME.replace(SKILLS, '').replace(EDUCATION, '')),
    );
    expect(onlyExperience).toMatchObject({ status: 'fail', points: 1.7, fix });
  });

  it('contact-email: present passes; absent fails with the fix', async () => {
    expect(judge(contactEmail, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    expect(
      judge(
        contactEmail,
        await checkInputOf(withContact('+1 303 555 0142 | Denver, CO | linkedin.com/in/janedoe')),
      ),
    ).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Add a professional email address in the first lines of the resume.',
    });
  });

  it('contact-phone: present passes; absent fails with an example from the resume’s own country', async () => {
    expect(judge(contactPhone, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const missing = judge(
      contactPhone,
      await checkInputOf(withContact('jane.doe@example.com | Denver, CO | linkedin.com/in/janedoe')),
    );
    expect(missing).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Add a phone number with its country code, for example +1 201 555 0123.',
    });
    const placeholder = judge(
      contactPhone,
      await checkInputOf(withContact('jane.doe@example.com | +1 (xxx) xxx-xxxx | Denver, CO')),
    );
    expect(placeholder?.status).toBe('fail');
    expect(placeholder?.detail).toContain('looks like a phone number but is not one that can be dialled');
  });

  it('contact-location: present passes; absent fails', async () => {
    expect(judge(contactLocation, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 1,
    });
    expect(
      judge(
        contactLocation,
        await checkInputOf(withContact('jane.doe@example.com | +1 303 555 0142 | linkedin.com/in/janedoe')),
      ),
    ).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Add your city and region or country (no street address needed), for example "Austin, TX" or "Leeds, UK".',
    });
  });

  it('contact-profile: a LinkedIn link passes; none fails', async () => {
    expect(judge(contactProfile, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 1,
      detail: 'Found a LinkedIn profile.',
    });
    expect(
      judge(
        contactProfile,
        await checkInputOf(withContact('jane.doe@example.com | +1 303 555 0142 | Denver, CO')),
      ),
    ).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Add your LinkedIn profile URL (and a portfolio or GitHub link if your work is public).',
    });
  });

  it('dated-roles: every role dated passes; one of two undated warns with its header as evidence', async () => {
    expect(judge(datedRoles, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 4,
      detail: '2 of 2 roles have start and end dates.',
    });
    const check = judge(datedRoles, await checkInputOf(SOUND_RESUME.replace('Jun 2017 – Dec 2020\n', '')));
    expect(check).toMatchObject({
      status: 'warn',
      points: 2,
      fix: 'Give every role a start and end date in one format, for example "Mar 2019 – Jun 2022".',
    });
    expect(check?.evidence.map((line) => line.text)).toContain('Data Analyst, Globex Retail');
  });

  it('reverse-chronological: newest first passes; oldest first fails', async () => {
    expect(judge(reverseChronological, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
    });
    const [head = '', rest = ''] = SOUND_RESUME.split('Senior Data Analyst, Northwind Analytics\n');
    const [current = '', after = ''] = rest.split('Data Analyst, Globex Retail\n');
    const [older = '', tail = ''] = after.split('\nEducation');
    const reordered = `${head}Data Analyst, Globex Retail\n${older}\nSenior Data Analyst, Northwind Analytics\n${current}\nEducation${tail}`;
    expect(judge(reverseChronological, await checkInputOf(reordered))).toMatchObject({
      status: 'fail',
      points: 0,
      fix: 'Reorder your experience so the current or most recent role comes first.',
    });
  });

  it('education-section: an entry passes; a heading with no entry warns; none fails', async () => {
    expect(judge(educationSection, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 3,
      detail: '1 education entry found.',
    });
    const fix =
      'Add an "Education" section with the qualification, institution and year, even for a diploma or certificate.';
    const unrecognised = SOUND_RESUME.replace(
      EDUCATION,
      'Education\nSelf-taught through weekend reading\n\n',
    );
    expect(judge(educationSection, await checkInputOf(unrecognised))).toMatchObject({
      status: 'warn',
      points: 1.5,
      detail: 'An Education section was found, but no degree, diploma or course in it could be recognised.',
      fix,
    });
    const none = judge(educationSection, await checkInputOf(SOUND_RESUME.replace(EDUCATION, '')));
    expect(none).toMatchObject({
      status: 'fail',
      points: 0,
      detail: 'No degree, diploma or course was recognised.',
      fix,
    });
  });

  it('skills-section: a skills section passes; none fails', async () => {
    expect(judge(skillsSection, await checkInputOf(SOUND_RESUME))).toMatchObject({
      status: 'pass',
      points: 2,
    });
    expect(judge(skillsSection, await checkInputOf(SOUND_RESUME.replace(SKILLS, '')))).toMatchObject({
      status: 'fail',
      points: 0,
      detail: 'No skills section was found; ATS keyword searches look for one.',
      fix: 'Add a "Skills" section listing the tools and methods you use, using the names job postings use.',
    });
  });
});
