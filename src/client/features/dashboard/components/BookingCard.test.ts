import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../../../common/vancouver-time';
import { cancelQuestion } from './BookingCard';

const HOUR = 3_600_000;
const QUESTION = 'Are you sure you want to cancel this booking?';
const chef = { id: 7, name: 'Olivia Tremblay', tier: 'Master Chef', redSeal: true, photoUrl: null } as const;
const booking = { duration: 6, bookingDate: '2026-07-14', timeSlot: 'morning', chef };
/** `hours` before the booking's start in Vancouver. */
const before = (hours: number, of: Pick<typeof booking, 'bookingDate' | 'timeSlot'> = booking) => new Date(bookingStart(of).getTime() - hours * HOUR);

describe('cancelQuestion', () => {
  it('asks only the question 24 hours or more ahead', () => {
    expect(cancelQuestion(booking, before(24))).toBe(QUESTION);
    expect(cancelQuestion(booking, before(72))).toBe(QUESTION);
  });

  it('says which hours stay as a fee and which come back, less than 24 hours before a booking with a chef', () => {
    expect(cancelQuestion(booking, before(23.99))).toBe(
      `${QUESTION}\n\nYour chef is confirmed and the booking starts in less than 24 hours: 4 hours will be kept as a late cancellation fee and 2 hours will return to your labor bank.`,
    );
  });

  it('says every hour is kept when the booking is 4 hours or less', () => {
    expect(cancelQuestion({ ...booking, duration: 3 }, before(1))).toBe(
      `${QUESTION}\n\nYour chef is confirmed and the booking starts in less than 24 hours: all 3 hours will be kept as a late cancellation fee.`,
    );
    expect(cancelQuestion({ ...booking, duration: 5 }, before(1))).toContain('4 hours will be kept as a late cancellation fee and 1 hour will return');
  });

  it('asks only the question, however late, while no chef is assigned', () => {
    expect(cancelQuestion({ ...booking, chef: null }, before(1))).toBe(QUESTION);
  });

  it('measures from the start of the slot in Vancouver, across a daylight-saving change', () => {
    // Sunday 2026-11-01 is the day Vancouver falls back; its evening starts at 4 PM PST (00:00 UTC the
    // next day). 24 real hours before is 5 PM the day before on the wall clock, not 4 PM.
    const evening = { ...booking, bookingDate: '2026-11-01', timeSlot: 'evening' };
    expect(cancelQuestion(evening, new Date('2026-11-01T00:01:00Z'))).toContain('late cancellation fee');
    expect(cancelQuestion(evening, new Date('2026-10-31T23:30:00Z'))).toBe(QUESTION);
  });
});
