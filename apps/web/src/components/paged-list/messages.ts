import { defineMessages } from '@/lib/i18n';

// The admin lists' pager (All Reviews, Manage Users, Serve Meals, All Meals). Only admins load these.
export const pagerText = defineMessages('pager', {
  previous: 'Previous page',
  next: 'Next page',
  of: ' of {list}',
  pagesOf: 'Pages of {list}',
  pageOf: 'Page {page, number} of {pages, number}',
  pastEnd: 'This page is past the end',
  goToPage: 'Go to page {page, number}',
});
