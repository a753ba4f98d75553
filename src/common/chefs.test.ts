import { describe, expect, it } from 'vitest';
import { chefTier, chefTierYears } from './chefs.js';
import { chefCreateInput, chefUpdateInput } from './schemas/chefs.js';

const newChef = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  specialty: 'Brazilian grill',
  group: 'international',
  yearsExperience: 6,
  serviceTypes: ['in-person'],
  hourlyRate: 50,
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('chef tier', () => {
  it('is Entry Level for 1-3 years, Experienced for 4-7 and Master Chef from 8 on (8 is Master Chef)', () => {
    expect([1, 3, 4, 7, 8, 25].map(chefTier)).toEqual(['Entry Level', 'Entry Level', 'Experienced', 'Experienced', 'Master Chef', 'Master Chef']);
  });

  it('names the same years as the filter bounds the admin table uses', () => {
    for (const years of [1, 3, 4, 7, 8, 40]) {
      const { from, to } = chefTierYears(chefTier(years));
      expect(years >= from && (to === null || years < to)).toBe(true);
    }
  });
});

describe('chef schemas', () => {
  it('accepts a chef with only the required fields, invited and off the site by default', () => {
    const chef = chefCreateInput.parse(newChef);
    expect(chef).toMatchObject({ redSeal: true, achievements: [], showOnSite: false, status: 'invited' });
  });

  it.each([
    [{ hourlyRate: 34 }, 'Hourly rate must be a whole number of dollars from 35 to 65'],
    [{ hourlyRate: 66 }, 'Hourly rate must be a whole number of dollars from 35 to 65'],
    [{ hourlyRate: 40.5 }, 'Hourly rate must be a whole number of dollars from 35 to 65'],
    [{ yearsExperience: 0 }, 'Years of experience must be a whole number from 1 to 60'],
    [{ serviceTypes: [] }, 'Choose at least one service type'],
    [{ serviceTypes: ['delivery'] }, 'Service types are in-person and virtual'],
    [{ group: 'sauces' }, 'Please choose a group'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: '  ' }, 'Name is required'],
    [{ photoUrl: 'http://example.com/a.jpg' }, 'Photo URL must start with https://'],
  ])('refuses %j with a clear message', (change, message) => {
    expect(firstMessage(chefCreateInput.safeParse({ ...newChef, ...change }))).toBe(message);
  });

  it('refuses a tier sent in: it follows from the years', () => {
    expect(chefCreateInput.safeParse({ ...newChef, tier: 'Master Chef' }).success).toBe(false);
  });

  it('clears optional text with an empty string and leaves out what an update does not name', () => {
    expect(chefUpdateInput.parse({ phone: '', bio: null })).toEqual({ phone: null, bio: null });
  });
});
