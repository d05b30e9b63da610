import { defineMessages } from '@/lib/i18n';

// Payment History: the resident's payments, newest first.
export const historyText = defineMessages('payments', {
  title: 'Payment History · MessMate',
  heading: 'Payment History',
  loading: 'Loading payments',
  seePlans: 'See membership plans',
  emptyText: 'A Silver, Gold or Platinum badge lets you request meals.',
  package: 'Package',
  planPackage: '{plan} package',
  amount: 'Amount',
  date: 'Date',
  transactionId: 'Transaction ID',
});
