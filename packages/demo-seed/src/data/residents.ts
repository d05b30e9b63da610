import type { Badge } from '@messmate/shared/constants';

export interface DemoResident {
  name: string;
  badge: Badge;
}

/** Demo residents: they like and review meals but have no password, so nobody can sign in as them. */
export const DEMO_RESIDENTS: readonly DemoResident[] = [
  { name: 'Tanvir Ahmed', badge: 'Gold' },
  { name: 'Nusrat Jahan', badge: 'Platinum' },
  { name: 'Rakibul Hasan', badge: 'Bronze' },
  { name: 'Sadia Islam', badge: 'Silver' },
  { name: 'Mehedi Hasan', badge: 'Silver' },
  { name: 'Farhana Akter', badge: 'Bronze' },
  { name: 'Arif Hossain', badge: 'Gold' },
  { name: 'Tasnim Rahman', badge: 'Silver' },
  { name: 'Shakil Mahmud', badge: 'Bronze' },
  { name: 'Mim Chowdhury', badge: 'Gold' },
  { name: 'Imran Kabir', badge: 'Bronze' },
  { name: 'Jannatul Ferdous', badge: 'Platinum' },
  { name: 'Sabbir Rahman', badge: 'Silver' },
  { name: 'Rumana Begum', badge: 'Bronze' },
  { name: 'Fahim Shahriar', badge: 'Silver' },
  { name: 'Anika Tabassum', badge: 'Gold' },
  { name: 'Nazmul Huda', badge: 'Bronze' },
  { name: 'Sumaiya Sultana', badge: 'Silver' },
  { name: 'Towhid Alam', badge: 'Bronze' },
  { name: 'Lamia Haque', badge: 'Gold' },
  { name: 'Rifat Karim', badge: 'Silver' },
  { name: 'Maliha Noor', badge: 'Bronze' },
  { name: 'Asif Iqbal', badge: 'Platinum' },
  { name: 'Priya Saha', badge: 'Silver' },
  { name: 'Joy Das', badge: 'Bronze' },
  { name: 'Sharmin Nahar', badge: 'Gold' },
  { name: 'Mahfuz Anam', badge: 'Bronze' },
  { name: 'Tahmina Khatun', badge: 'Silver' },
  { name: 'Ashraful Alam', badge: 'Bronze' },
  { name: 'Raisa Kabir', badge: 'Gold' },
  { name: 'Sourav Roy', badge: 'Silver' },
  { name: 'Nadia Parvin', badge: 'Bronze' },
  { name: 'Habibur Rahman', badge: 'Gold' },
  { name: 'Afsana Mimi', badge: 'Platinum' },
  { name: 'Zubair Hossain', badge: 'Bronze' },
  { name: 'Ishrat Jahan', badge: 'Silver' },
  { name: 'Kamrul Islam', badge: 'Bronze' },
  { name: 'Tania Akhter', badge: 'Silver' },
  { name: 'Rashedul Bari', badge: 'Gold' },
  { name: 'Orin Chakma', badge: 'Platinum' },
];

/** firstname.lastname@residents.messmate.example (reserved .example domain: never a real inbox). */
export function residentEmail(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@residents.messmate.example`;
}
