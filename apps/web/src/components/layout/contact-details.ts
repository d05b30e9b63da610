/** How residents reach the mess office; shown in the footer and on the About page. */
export const CONTACT = {
  address: 'Mess Office, Ground Floor, Block A, Dhaka 1205',
  phone: '+880 1711-223344',
  phoneHref: 'tel:+8801711223344',
  email: 'hello@messmate.app',
  hours: 'Every day, 7:00 am – 10:00 pm',
} as const;
