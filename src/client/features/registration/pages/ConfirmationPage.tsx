import { Alert, Button, Checkbox, Descriptions, Result } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  BUSINESS_TYPES,
  COMPLIMENTARY_HOURS,
  PREFERRED_CONTACT_METHODS,
  PROVINCES,
  SERVICE_HOURS,
  SERVICE_TYPES,
} from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { noteBusinessSignedIn } from '../../../lib/signedInHint';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useWizardGuard } from '../components/useWizardGuard';
import { WizardFrame } from '../components/WizardFrame';
import type { ContactStepState } from './ContactStepPage';
import { formatLongDay, fromWizardDate } from '../dates';
import { chosenBooking, clearWizard, readStep, registrationRequest } from '../wizardStorage';

/** SPEC.md section 9: the account setup page opens 2 s after a successful registration. */
const REDIRECT_DELAY_MS = 2000;

function labelOf(options: readonly { value: string; label: string }[], value: string | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? 'Not provided';
}

function ReviewSection({ title, editPath, children }: { title: string; editPath?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="cc-review" aria-labelledby={headingId}>
      <div className="cc-review__header">
        <h2 id={headingId} className="cc-review__title">
          {title}
        </h2>
        {editPath && (
          <Link to={editPath} aria-label={`Edit ${title}`}>
            Edit
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function RegistrationComplete({ contactId, businessId }: { contactId: number; businessId: number }) {
  const navigate = useNavigate();
  const setupPath = `/register/account-setup?contactId=${contactId}&businessId=${businessId}`;
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(setupPath), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, setupPath]);
  return (
    <Result
      status="success"
      subTitle="Your booking has been confirmed. Next, choose a username and password for your account: we are taking you there now."
      extra={[
        <ButtonLink key="dashboard" to={`/dashboard/${businessId}`} variant="primary" size="large">
          Go to Dashboard
        </ButtonLink>,
        <ButtonLink key="setup" to={setupPath} size="large">
          Set Up Account
        </ButtonLink>,
      ]}
    />
  );
}

export function ConfirmationPage() {
  usePageMeta('Confirm Your Booking', 'Step 5 of 5: review your details and confirm your first booking.');
  const allowed = useWizardGuard(5);
  const navigate = useNavigate();
  const [saved] = useState(() => ({
    business: readStep('businessData'),
    contact: readStep('contactData'),
    service: readStep('serviceData'),
    calendar: readStep('calendarData'),
  }));
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const termsErrorId = useId();
  const register = trpc.public.register.useMutation({
    onSuccess: () => {
      // Everything is on the server now; the wizard starts afresh next time.
      clearWizard();
      // Registering signs the contact in (DECISIONS.md section 2): the header now greets them.
      noteBusinessSignedIn(true);
      toast.success('Registration Successful', 'Your booking has been confirmed!');
    },
    onError: (error) => {
      toast.error('Registration Failed', apiErrorMessage(error, 'An error occurred during registration'));
      // The email already has a business: the contact step shows why, at the field to change.
      const emailTaken = apiFieldErrors(error).email;
      if (emailTaken) navigate('/register/contact', { state: { emailTaken } satisfies ContactStepState });
    },
  });

  if (!allowed) return null;
  const { business, contact, service, calendar } = saved;
  if (!business || !contact || !service || !calendar) return null;
  const booking = chosenBooking(calendar);
  const bookingDay = booking ? fromWizardDate(booking.bookingDate) : null;

  if (register.data) {
    return (
      <WizardFrame step={5} title="Registration Complete!">
        <RegistrationComplete contactId={register.data.contact.id} businessId={register.data.business.id} />
      </WizardFrame>
    );
  }

  const confirm = () => {
    if (!termsAccepted) {
      setTermsTouched(true);
      toast.error('Terms Required', 'Please accept the terms and conditions');
      return;
    }
    const request = registrationRequest(business, contact, service, calendar);
    if (request) register.mutate(request);
  };

  const hours = booking?.duration ?? 0;
  return (
    <WizardFrame step={5} title="Confirm Your Booking" intro={<p>Check your details, then confirm your first booking.</p>}>
      <ReviewSection title="Business" editPath="/register/business">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Business Name', children: business.businessName },
            { key: 'type', label: 'Business Type', children: labelOf(BUSINESS_TYPES, business.businessType) },
            {
              key: 'address',
              label: 'Address',
              children: `${business.businessAddress}, ${business.city}, ${labelOf(PROVINCES, business.state)} ${business.zipCode}`,
            },
            { key: 'employees', label: 'Employees', children: business.employeeCount },
            ...(business.description ? [{ key: 'description', label: 'Description', children: business.description }] : []),
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Contact" editPath="/register/contact">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: `${contact.firstName} ${contact.lastName}` },
            { key: 'job', label: 'Job Title', children: contact.jobTitle },
            { key: 'email', label: 'Email', children: contact.email },
            { key: 'phone', label: 'Phone', children: contact.phone },
            { key: 'preferred', label: 'Preferred Contact', children: labelOf(PREFERRED_CONTACT_METHODS, contact.preferredContact) },
            { key: 'newsletter', label: 'Newsletter', children: contact.newsletter ? 'Yes' : 'No' },
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Service" editPath="/register/schedule-type">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'type', label: 'Service Type', children: labelOf(SERVICE_TYPES, calendar.serviceType) },
            { key: 'hours', label: 'Estimated Hours', children: labelOf(SERVICE_HOURS, service.serviceHours) },
            ...(service.serviceDescription
              ? [{ key: 'needs', label: 'Your Needs', children: service.serviceDescription }]
              : []),
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Booking" editPath="/register/schedule-calendar">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'date', label: 'Date', children: bookingDay ? formatLongDay(bookingDay) : booking?.bookingDate },
            { key: 'slot', label: 'Time Slot', children: booking ? sessionLabel(booking) : '' },
            { key: 'duration', label: 'Hours', children: `${hours} hours` },
            ...(calendar.specialRequests
              ? [{ key: 'requests', label: 'Special Requests', children: calendar.specialRequests }]
              : []),
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Labor Bank">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'allocated', label: 'Complimentary hours', children: `${COMPLIMENTARY_HOURS} hours` },
            { key: 'booked', label: 'This booking', children: `${hours} hours` },
            { key: 'remaining', label: 'Remaining after booking', children: `${COMPLIMENTARY_HOURS - hours} hours` },
          ]}
        />
      </ReviewSection>

      <div className="cc-terms">
        <Checkbox
          checked={termsAccepted}
          aria-describedby={termsTouched && !termsAccepted ? termsErrorId : undefined}
          onChange={(event) => {
            setTermsAccepted(event.target.checked);
            setTermsTouched(true);
          }}
        >
          I have read and accept the <Link to="/terms">Terms of Service</Link>
        </Checkbox>
        {termsTouched && !termsAccepted && (
          <p id={termsErrorId} className="cc-field-error" role="alert">
            Terms Required: Please accept the terms and conditions
          </p>
        )}
      </div>

      {register.error && (
        <div className="cc-wizard__alert">
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Registration Failed"
            description={
              <>
                <p>{apiErrorMessage(register.error, 'An error occurred during registration')}</p>
                <p>Everything you entered is kept: change what is needed and confirm again.</p>
              </>
            }
          />
        </div>
      )}

      <div className="cc-wizard__actions">
        <Button size="large" onClick={() => navigate('/register/schedule-calendar')}>
          Edit Booking
        </Button>
        <Button
          type="primary"
          size="large"
          disabled={!termsAccepted || register.isPending}
          loading={register.isPending}
          onClick={confirm}
        >
          {register.isPending ? 'Processing...' : 'Confirm Booking'}
        </Button>
      </div>
    </WizardFrame>
  );
}
