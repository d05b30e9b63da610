import { HeroBanner } from '@/features/meals/components/hero-banner';
import { HowItWorks } from '@/features/meals/components/how-it-works';
import { MealsByCategory } from '@/features/meals/components/meals-by-category';
import { MostLovedMeals } from '@/features/meals/components/most-loved-meals';
import { PlansSection } from '@/features/membership/components/plans-section';

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
