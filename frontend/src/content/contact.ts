/** Batala's own contact details, shown in the footer. */
export const CONTACT = {
  email: 'hello@batala.ae',
  phone: '+971 2 555 0100',
} as const;
