import { PASSWORD_RESET_LINK_MINUTES, type Language } from '@messmate/shared';

interface ResetMailText {
  subject: string;
  text: string;
}

/** The password reset mail in each language; the link is the same. */
export function resetMailText(language: Language, name: string, url: string): ResetMailText {
  if (language === 'bn') {
    return {
      subject: 'আপনার MessMate পাসওয়ার্ড নতুন করে সেট করুন',
      text: [
        `প্রিয় ${name},`,
        '',
        'কেউ (আশা করি আপনি) আপনার MessMate অ্যাকাউন্টের পাসওয়ার্ড নতুন করে সেট করতে চেয়েছেন।',
        `নতুন পাসওয়ার্ড বেছে নিতে ${PASSWORD_RESET_LINK_MINUTES} মিনিটের মধ্যে এই লিংকটি খুলুন:`,
        '',
        url,
        '',
        'আপনি না চাইলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your MessMate password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (we hope you) asked to reset the password of your MessMate account.',
      `Open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new one:`,
      '',
      url,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
