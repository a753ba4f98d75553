/** Company details shown on every page and in every email: one place to change them. */
export const company = {
  name: 'ChefConnect',
  supportEmail: 'support@chefconnect.ca',
  supportPhone: '(604) 555-0142',
  supportPhoneHref: 'tel:+16045550142',
  address: {
    street: '1055 West Georgia Street, Suite 1500',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
  },
  /** One line, as printed in the footer and in email signatures. */
  addressLine: '1055 West Georgia Street, Suite 1500, Vancouver, BC V6E 3P3',
} as const;
