import { describe, expect, it } from 'vitest';
import { bookingStart } from '../../../../common/vancouver-time';
import { canceledMessage, cancelQuestion } from './BookingCard';

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
      `${QUESTION}\n\nYour chef is assigned and the booking starts in less than 24 hours: 4 hours will be kept as a late cancellation fee and 2 hours will return to your labor bank.`,
    );
  });

  it('says every hour is kept when the booking is 4 hours or less', () => {
    expect(cancelQuestion({ ...booking, duration: 3 }, before(1))).toBe(
      `${QUESTION}\n\nYour chef is assigned and the booking starts in less than 24 hours: all 3 hours will be kept as a late cancellation fee.`,
    );
    expect(cancelQuestion({ ...booking, duration: 5 }, before(1))).toContain('4 hours will be kept as a late cancellation fee and 1 hour will return');
  });

  it('calls the chef assigned, never confirmed: an assigned chef has not necessarily confirmed (DECISIONS.md section 23)', () => {
    expect(cancelQuestion(booking, before(2))).not.toContain('confirmed');
  });

  it('asks only the question, however late, while no chef is assigned', () => {
    expect(cancelQuestion({ ...booking, chef: null }, before(1))).toBe(QUESTION);
  });

  it('measures from the start of the slot in Vancouver, which keeps UTC−7 all year (no fall-back on 2026-11-01)', () => {
    // Sunday 2026-11-01 was the day Vancouver used to fall back: its evening starts at 4 PM, UTC−7,
    // 23:00 UTC. The same on 2026-12-10 (DECISIONS.md section 22; instants written by hand).
    for (const [bookingDate, dayBefore] of [['2026-11-01', '2026-10-31'], ['2026-12-10', '2026-12-09']] as const) {
      const evening = { ...booking, bookingDate, timeSlot: 'evening' };
      expect(cancelQuestion(evening, new Date(`${dayBefore}T23:01:00Z`))).toContain('late cancellation fee');
      expect(cancelQuestion(evening, new Date(`${dayBefore}T22:59:00Z`))).toBe(QUESTION);
    }
  });
});

describe('canceledMessage', () => {
  it("repeats the cancel answer's feeHours after the spec's success message (DECISIONS.md section 23)", () => {
    expect(canceledMessage(4)).toBe('Your booking has been canceled successfully. 4 hours were kept as a late cancellation fee.');
    expect(canceledMessage(1)).toBe('Your booking has been canceled successfully. 1 hour was kept as a late cancellation fee.');
  });

  it("is the spec's message alone when nothing was kept", () => {
    expect(canceledMessage(0)).toBe('Your booking has been canceled successfully.');
  });
});
