import { HeroBanner, HowItWorks, MealsByCategory, MostLovedMeals } from '@/features/meals';
import { PlansSection } from '@/features/membership';

export function HomeRoute() {
  return (
    <>
      <title>MessMate · Hostel meals, every day</title>
      <HeroBanner />
      <HowItWorks />
      <MealsByCategory />
      <MostLovedMeals />
      <PlansSection />
    </>
  );
}
