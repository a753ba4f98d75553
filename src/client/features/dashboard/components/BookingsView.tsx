import { Radio, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMay } from '../../../lib/role';
import type { DashboardBooking, DashboardData } from '../useDashboard';
import { BookingCard, bookedByShown, upcomingBookings } from './BookingCard';
import { scheduleNewHref } from './DashboardHome';
import { ViewHeading } from './ViewHeading';

type BookingFilter = 'upcoming' | 'completed' | 'canceled' | 'all';

const STATUS_TAGS: Record<string, { label: string; color: string }> = {
  confirmed: { label: 'Upcoming', color: 'blue' },
  // Solid dark green with white text: antd's light 'green' tag is under 4.5:1 on its own background.
  completed: { label: 'Completed', color: '#237804' },
  canceled: { label: 'Canceled', color: 'default' },
};

function StatusTag({ status }: { status: string }) {
  const tag = STATUS_TAGS[status];
  if (!tag) return null;
  return (
    <Tag color={tag.color} className="cc-booking__status">
      {tag.label}
    </Tag>
  );
}

const EMPTY_TEXT: Record<BookingFilter, string> = {
  upcoming: 'You have no upcoming bookings.',
  completed: 'No completed services yet.',
  canceled: 'No canceled bookings.',
  all: 'You have no bookings yet.',
};

/** Past bookings, most recent first. */
function newestFirst(bookings: DashboardBooking[]): DashboardBooking[] {
  return [...bookings].sort((a, b) => b.bookingDate.localeCompare(a.bookingDate) || b.id - a.id);
}

function filtered(bookings: DashboardBooking[], filter: BookingFilter): DashboardBooking[] {
  if (filter === 'upcoming') return upcomingBookings(bookings);
  if (filter === 'all') return [...upcomingBookings(bookings), ...newestFirst(bookings.filter((b) => b.status !== 'confirmed'))];
  return newestFirst(bookings.filter((booking) => booking.status === filter));
}

/** Every booking of the business, filtered by status. */
export function BookingsView({ data, focusHeading }: { data: DashboardData; focusHeading: boolean }) {
  const [filter, setFilter] = useState<BookingFilter>('upcoming');
  const count = (status: string) => data.bookings.filter((booking) => booking.status === status).length;
  const shown = filtered(data.bookings, filter);
  const mayBook = useMay('book');

  return (
    <>
      <div className="cc-dash__heading-row">
        <ViewHeading focus={focusHeading}>My Bookings</ViewHeading>
        {mayBook && (
          <Link to={scheduleNewHref(data.business.id)} className="cc-button cc-button--primary cc-button--middle">
            Schedule New
          </Link>
        )}
      </div>
      <section className="cc-dash__panel" aria-label="Bookings">
        <Radio.Group
          aria-label="Show bookings"
          optionType="button"
          buttonStyle="solid"
          value={filter}
          onChange={(event) => setFilter(event.target.value as BookingFilter)}
          className="cc-dash__filter"
          options={[
            { value: 'upcoming', label: `Upcoming (${count('confirmed')})` },
            { value: 'completed', label: `Completed (${count('completed')})` },
            { value: 'canceled', label: `Canceled (${count('canceled')})` },
            { value: 'all', label: `All (${data.bookings.length})` },
          ]}
        />
        <div aria-live="polite">
          {shown.length > 0 ? (
            <ul className="cc-booking-list">
              {shown.map((booking) => (
                <BookingCard key={booking.id} booking={booking} status={<StatusTag status={booking.status} />} bookedBy={bookedByShown(data)} />
              ))}
            </ul>
          ) : (
            <p className="cc-dash__empty">{EMPTY_TEXT[filter]}</p>
          )}
        </div>
      </section>
    </>
  );
}
