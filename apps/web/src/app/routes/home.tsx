import { HeroBanner, HowItWorks, MealsByCategory, MostLovedMeals } from '@/features/meals';
import { PlansSection } from '@/features/membership';
import { TodayMenu } from '@/features/mess-board';

export function HomeRoute() {
  return (
    <>
      <title>MessMate · Hostel meals, every day</title>
      <HeroBanner />
      <TodayMenu />
      <HowItWorks />
      <MealsByCategory />
      <MostLovedMeals />
      <PlansSection />
    </>
  );
}
