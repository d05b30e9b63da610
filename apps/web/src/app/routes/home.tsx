import {
  HeroBanner,
  HowItWorks,
  MealsByCategory,
  mealsText,
  MostLovedMeals,
} from '@/features/meals';
import { PlansSection } from '@/features/membership';
import { TodayMenu } from '@/features/mess-board';
import { t } from '@/lib/i18n';

export function HomeRoute() {
  return (
    <>
      <title>{t(mealsText.homeTitle)}</title>
      <HeroBanner />
      <TodayMenu />
      <HowItWorks />
      <MealsByCategory />
      <MostLovedMeals />
      <PlansSection />
    </>
  );
}
