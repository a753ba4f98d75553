import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PlainButton } from '../../../components/ButtonLink';
import { useMay } from '../../../lib/role';
import { useSignedInBusiness } from '../../../lib/session';
import type { DashboardData } from '../useDashboard';
import { BookingCard, bookedByShown, upcomingBookings } from './BookingCard';
import { LaborBankSummary } from './LaborBankSummary';
import { ViewHeading } from './ViewHeading';

/** Where 'Schedule New' goes: the calendar step for this existing business. */
export function scheduleNewHref(businessId: number): string {
  return `/register/schedule-calendar?businessId=${businessId}&skipRegistration=true`;
}

interface DashboardHomeProps {
  data: DashboardData;
  focusHeading: boolean;
  onRequestHours: () => void;
  onEditProfile: () => void;
  onShowAllBookings: () => void;
  onShowLedger: () => void;
}

export function DashboardHome({ data, focusHeading, onRequestHours, onEditProfile, onShowAllBookings, onShowLedger }: DashboardHomeProps) {
  const upcoming = upcomingBookings(data.bookings);
  const completedCount = data.bookings.filter((booking) => booking.status === 'completed').length;
  const availableHours = data.laborBank?.availableHours ?? 0;
  // The member signed in, not the business's contact (DECISIONS.md section 18).
  const firstName = useSignedInBusiness()?.firstName.trim() || data.contact?.firstName.trim() || 'Chef';
  const mayBook = useMay('book');

  return (
    <>
      <div className="cc-dash__heading-row">
        <div>
          <ViewHeading focus={focusHeading}>Welcome back, {firstName}!</ViewHeading>
          <p className="cc-muted cc-dash__lead">Here is what is happening at {data.business.businessName}.</p>
        </div>
        {mayBook && <PlainButton onClick={onEditProfile}>Edit Profile</PlainButton>}
      </div>

      <ul className="cc-dash__tiles" aria-label="Summary">
        <li className="cc-dash__tile">
          <span className="cc-dash__tile-label">Upcoming Bookings</span>
          <span className="cc-dash__tile-value" data-testid="tile-upcoming">
            {upcoming.length}
          </span>
        </li>
        <li className="cc-dash__tile">
          <span className="cc-dash__tile-label">Labor Bank Hours</span>
          <span className="cc-dash__tile-value" data-testid="tile-hours">
            {availableHours}
          </span>
        </li>
        <li className="cc-dash__tile">
          <span className="cc-dash__tile-label">Completed Services</span>
          <span className="cc-dash__tile-value" data-testid="tile-completed">
            {completedCount}
          </span>
        </li>
      </ul>

      <div className="cc-dash__columns">
        <section className="cc-dash__panel" aria-labelledby="upcoming-title">
          <div className="cc-dash__panel-header">
            <h2 id="upcoming-title">Upcoming Bookings</h2>
            {mayBook && (
              <Link to={scheduleNewHref(data.business.id)} className="cc-button cc-button--primary cc-button--middle">
                <PlusOutlined aria-hidden />
                Schedule New
              </Link>
            )}
          </div>
          {upcoming.length > 0 ? (
            <>
              <ul className="cc-booking-list">
                {upcoming.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} bookedBy={bookedByShown(data)} />
                ))}
              </ul>
              <PlainButton variant="link" className="cc-dash__more" onClick={onShowAllBookings}>
                See all bookings
              </PlainButton>
            </>
          ) : (
            <div className="cc-dash__empty">
              <p>You have no upcoming bookings.{mayBook && ' Book a Red Seal chef for your kitchen, in person or online.'}</p>
              {/* An existing business books from the calendar step, not through a second registration. */}
              {mayBook && (
                <Link to={scheduleNewHref(data.business.id)} className="cc-button cc-button--primary cc-button--middle">
                  Schedule a Chef
                </Link>
              )}
            </div>
          )}
        </section>

        <LaborBankSummary data={data} onRequestHours={onRequestHours} onShowLedger={onShowLedger} />
      </div>
    </>
  );
}
