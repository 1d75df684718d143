import { describe, expect, it } from 'vitest';
import { ROLE_CATALOGUE } from '@careerlens/contracts';
import {
  occupationByCode,
  occupationOfTitle,
  occupationRelatedness,
  occupationsByTasks,
  onetAttribution,
} from './occupations';
import { ROLE_OCCUPATIONS, roleOccupation, roleOccupationRelatedness } from './role-occupations';

describe('occupationOfTitle', () => {
  it('reads titles as O*NET lists them, with or without rank words', () => {
    expect(occupationOfTitle('Accountant')).toMatchObject({ code: '13-2011.00', confidence: 0.95 });
    expect(occupationOfTitle('Senior Accountant')?.code).toBe('13-2011.00');
    expect(occupationOfTitle('Sr. Payroll Clerk')?.code).toBe('43-3051.00');
    expect(occupationOfTitle('Registered Nurse (RN)')?.code.slice(0, 7)).toBe('29-1141');
  });

  it('reads a part of a longer title, less surely than the whole', () => {
    const part = occupationOfTitle('Software Engineer - Options Trading');
    expect(part?.code).toBe('15-1252.00');
    expect(part?.confidence).toBeLessThan(0.9);
    expect(part?.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('reads a title ending in a known title from its tail', () => {
    const tail = occupationOfTitle('Pediatric Oncology Clinical Social Worker');
    expect(tail?.code.slice(0, 5)).toBe('21-10');
    expect(tail?.confidence).toBeLessThan(0.9);
  });

  it('gives nothing for text that names no occupation', () => {
    expect(occupationOfTitle('Zzqx Blorp')).toBeNull();
    expect(occupationOfTitle('')).toBeNull();
  });
});

describe('occupationRelatedness', () => {
  it('follows the tiers of O*NET related occupations, both ways', () => {
    // Accountants and bookkeeping clerks are Primary-Short related in O*NET.
    expect(occupationRelatedness('13-2011.00', '43-3031.00')).toBe(0.8);
    expect(occupationRelatedness('43-3031.00', '13-2011.00')).toBe(0.8);
    expect(occupationRelatedness('13-2011.00', '13-2011.00')).toBe(1);
    // Detailed occupations of one SOC occupation are the same occupation.
    expect(occupationRelatedness('15-2051.00', '15-2051.01')).toBe(1);
    // A teacher and an accountant are not related.
    expect(occupationRelatedness('25-2031.00', '13-2011.00')).toBe(0);
  });
});

describe('catalogue roles on the backbone', () => {
  it('maps every catalogue role except Other to an O*NET occupation that exists', () => {
    for (const roles of Object.values(ROLE_CATALOGUE)) {
      for (const role of roles) {
        if (role === 'Other') continue;
        expect(ROLE_OCCUPATIONS[role], role).toBeDefined();
        expect(occupationByCode(ROLE_OCCUPATIONS[role] ?? ''), role).toBeDefined();
      }
    }
    expect(roleOccupation('Other')).toBeUndefined();
  });

  it('relates roles through their occupations', () => {
    expect(roleOccupationRelatedness('Teacher', 'School Administrator')).toBeGreaterThan(0.5);
    expect(roleOccupationRelatedness('Teacher', 'Financial Analyst')).toBe(0);
    expect(roleOccupationRelatedness('Chef', 'Other')).toBe(0);
  });
});

describe('occupationsByTasks', () => {
  it('recognises the work a line describes from the occupations’ task words', () => {
    const found = occupationsByTasks(
      'Prepared journal entries, reconciled general ledger accounts, audited financial statements and filed tax returns',
    );
    expect(found[0]?.occupation.code.slice(0, 2)).toBe('13');
  });
});

it('carries the O*NET attribution', () => {
  expect(onetAttribution()).toMatch(/O\*NET 29\.2 Database .* CC BY 4\.0/);
});
