import { describe, expect, it } from 'vitest';
import type { Item } from './layout';
import { turnedHeadingItems, type TurnedItem } from './turned-headings';

const row = (text: string, y: number, x = 85): Item => ({ text, x, y, width: 200, size: 9.5 });

describe('turnedHeadingItems', () => {
  // Sections at the right of a strip, each with its name turned to run up the page beside it.
  const items: Item[] = [
    row('Philippa Adebayo-Strand', 778),
    row('pippa.strand@example.org | Bristol', 742),
    row('Key Stage 2 teacher and maths lead.', 702),
    row('Likes a noisy classroom.', 690),
    row('Year 5 Teacher and Maths Lead', 591),
    row('Horfield Primary – Bristol – Sept 2020 – present', 578),
    row('Raised maths greater-depth from 19% to 31%', 564, 97),
    row('PGCE Primary with QTS', 443),
    row('University of the West Avon, 2016 – 2017', 430),
  ];
  const turned: TurnedItem[] = [
    // "Profile" in three pieces (a ligature), one after the other up the strip.
    { text: 'Pro', x: 62, y: 650, width: 19, size: 10, up: true },
    { text: 'fi', x: 62, y: 669, width: 7.5, size: 10, up: true },
    { text: 'le', x: 62, y: 676.5, width: 10, size: 10, up: true },
    { text: 'Teaching Experience', x: 62, y: 481, width: 115, size: 10, up: true },
    { text: 'Education', x: 62, y: 381, width: 56, size: 10, up: true },
    // A watermark turned the same way names no section: it stays out.
    { text: 'Draft copy', x: 590, y: 300, width: 60, size: 10, up: true },
  ];

  it('puts each turned section name back as a heading in the break before its section', () => {
    const headings = turnedHeadingItems(turned, items).sort((a, b) => b.y - a.y);
    expect(headings.map((item) => item.text)).toEqual(['Profile', 'Teaching Experience', 'Education']);
    const [profile, experience, education] = headings.map((item) => item.y);
    // Between the contact (742) and the summary (702); the profile (690) and the role (591); 578 and 443.
    expect(profile).toBeGreaterThan(702);
    expect(profile).toBeLessThan(742);
    expect(experience).toBeGreaterThan(591);
    expect(experience).toBeLessThan(690);
    expect(education).toBeGreaterThan(443);
    expect(education).toBeLessThan(564);
  });

  it('reads text turned to run down the page too', () => {
    const down: TurnedItem[] = [{ text: 'Education', x: 62, y: 437, width: 56, size: 10, up: false }];
    expect(turnedHeadingItems(down, items).map((item) => item.text)).toEqual(['Education']);
  });
});
