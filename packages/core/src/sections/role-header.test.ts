import { describe, expect, it } from 'vitest';
import { DATE_SEARCH_REFERENCE, findDates } from './dates';
import { readRoleHeader } from './role-header';

function read(...texts: string[]) {
  return readRoleHeader(
    texts,
    texts.map((text) => findDates(text, DATE_SEARCH_REFERENCE)),
  );
}

describe('readRoleHeader', () => {
  it('reads "title at employer" in the words of other languages', () => {
    expect(read('Secondo chef presso Osteria del Portico', 'marzo 2020 – in corso · Bologna')).toMatchObject({
      title: 'Secondo chef',
      employer: 'Osteria del Portico',
    });
    expect(read('Sommelière chez Maison Lorrain')).toMatchObject({
      title: 'Sommelière',
      employer: 'Maison Lorrain',
    });
    expect(read('Tischler bei Holzbau Krämer GmbH')).toMatchObject({
      title: 'Tischler',
      employer: 'Holzbau Krämer GmbH',
    });
    // A lower-case word after "bei" is a sentence, not an employer.
    expect(read('Mithilfe bei der Inventur').employer).toBeUndefined();
  });

  it('takes a short name ending a line after another as the town when three names leave the fields open', () => {
    expect(
      read('Réceptionniste de nuit   avril 2021 – aujourd’hui', 'Hôtel Les Marquisats · Annecy'),
    ).toMatchObject({
      location: 'Annecy',
      openNames: ['Réceptionniste de nuit', 'Hôtel Les Marquisats'],
    });
    expect(read('Havelland-Apotheke am Markt — Potsdam', 'Filialleiterin | 07/2020 – heute')).toMatchObject({
      title: 'Filialleiterin',
      employer: 'Havelland-Apotheke am Markt',
      location: 'Potsdam',
    });
    // Where the words decide title and employer, a name ending the line stays what they say.
    expect(
      read('Civil Engineer — Morgan Hale Infrastructure   August 2015 – May 2020', 'Swansea'),
    ).toMatchObject({
      title: 'Civil Engineer',
      employer: 'Morgan Hale Infrastructure',
    });
  });
});
