import { defineMessages } from '@/lib/i18n';

// The pages a wrong address lands on: 404 (no such page) and 403 (admins only).
export const errorPageText = defineMessages('errorPage', {
  notFoundTitle: 'Page Not Found · MessMate',
  notFoundCode: 'Error 404',
  notFoundText:
    'This plate is empty: the page you asked for is not on our menu. It may have moved, or the address has a typo.',
  goHome: 'Go Back Home',
  adminsTitle: 'Admins only · MessMate',
  adminsCode: 'Error 403',
  adminsOnly: 'Admins only',
  adminsText:
    "That page is for the kitchen's admins. Your account can do everything else: browse and review meals, request them with a membership, and follow your payments.",
  myDashboard: 'My dashboard',
});
