import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.js';

describe('toE164', () => {
  it.each(['(604) 555-0150', '604-555-0150', '604.555.0150', '6045550150', '604 555 0150', '+1 604 555 0150', '1-604-555-0150', '+16045550150'])(
    'writes the wizard\'s "%s" as +16045550150',
    (written) => {
      expect(toE164(written)).toBe('+16045550150');
    },
  );

  it('keeps a number abroad with its own country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each(['555', 'ask for the chef', '', '(604) 555'])('is null for "%s", which is no phone number', (written) => {
    expect(toE164(written)).toBeNull();
  });
});
