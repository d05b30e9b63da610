import { defineMessages } from '@/lib/i18n';

// The footer's words; the contact details themselves (address, phone, mail) stay as written.
export const footerText = defineMessages('footer', {
  about:
    'The meal service for hostel and canteen communities: see what the mess is cooking, rate and review every dish, request your meals and upgrade your membership for more.',
  social: 'Social media',
  socialPage: 'MessMate on {network}',
  quickLinks: 'Quick links',
  upcoming: 'Upcoming',
  aboutUs: 'About Us',
  contact: 'Contact',
  address: 'Mess Office, Ground Floor, Block A, Dhaka 1205',
  rights: '© {year} MessMate. All rights reserved.',
});
