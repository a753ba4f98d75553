import { company } from '../../common/site';

/** Support email, phone and office address, read from the one company module. */
export function ContactDetails() {
  return (
    <address className="cc-contact-details">
      <p>
        <span className="cc-contact-details__label">Email</span>
        <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      </p>
      <p>
        <span className="cc-contact-details__label">Phone</span>
        <a href={company.supportPhoneHref}>{company.supportPhone}</a>
      </p>
      <p>
        <span className="cc-contact-details__label">Address</span>
        {company.addressLine}
      </p>
    </address>
  );
}
