import { describe, expect, it } from 'vitest';
import { chefInitials } from './ChefIdentity';

describe('chefInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(chefInitials('Olivia Tremblay')).toBe('OT');
    expect(chefInitials('  marie-claire de la Roche ')).toBe('MR');
  });

  it('takes one letter from a single name, and C for a blank one', () => {
    expect(chefInitials('Zhou')).toBe('Z');
    expect(chefInitials('   ')).toBe('C');
  });
});
