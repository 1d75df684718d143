import { describe, expect, it } from 'vitest';
import { contactCountry } from '../../sections/contact';
import { parseResume } from '../../sections/parse-resume';
import { documentFromLines } from '../../sections/test-document';
import { phoneFix } from './structure';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));
const parse = (lines: string[]) => parseResume(documentFromLines(lines), { referenceDate: REFERENCE });

describe('the phone fix', () => {
  it('gives an example in the format of the resume’s own country', () => {
    expect(phoneFix('US')).toBe('Add a phone number with its country code, for example +1 201 555 0123.');
    expect(phoneFix('GB')).toContain('+44 ');
    expect(phoneFix('IN')).toContain('+91 ');
  });

  it('names no single country when nothing on the resume says where it is from', () => {
    expect(phoneFix(undefined)).not.toMatch(/for example \+/);
    expect(phoneFix(undefined)).toContain('country code');
  });

  it('reads the country from the location, else the email domain', () => {
    const us = parse(['Sam Rivera', 'Austin, TX | sam@example.com', 'Experience', 'Analyst, 2019 - 2023']);
    expect(contactCountry(us.contact)).toBe('US');
    const uk = parse(['Sam Rivera', 'sam@example.co.uk', 'Experience', 'Analyst, 2019 - 2023']);
    expect(contactCountry(uk.contact)).toBe('GB');
  });
});
