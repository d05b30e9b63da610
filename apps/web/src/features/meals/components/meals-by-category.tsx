import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { sittingName, t } from '@/lib/i18n';
import { mealsQueryOptions } from '../api/get-meals';
import { mealsText } from '../messages';
import { CategoryTabPanel, categoryTabQuery, type CategoryTab } from './category-tab-panel';

const TABS: readonly CategoryTab[] = [...MEAL_CATEGORIES, 'All Meals'];
// A phone shows four tabs in a row: the sittings' short names ('নাশতা', not 'সকালের নাশতা').
const tabName = (tab: CategoryTab) =>
  tab === 'All Meals' ? t(mealsText.allMeals) : sittingName(tab, 'short');
const tabId = (index: number) => `category-tab-${index}`;
const panelId = (index: number) => `category-panel-${index}`;

/** 'Meals by Category 🍱': one tab per category plus All Meals, following the WAI-ARIA tabs pattern. */
export function MealsByCategory() {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const queryClient = useQueryClient();

  const prefetch = (tab: CategoryTab) =>
    void queryClient.prefetchQuery(mealsQueryOptions(categoryTabQuery(tab)));

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section
      aria-labelledby="by-category-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading id="by-category-title" title={t(mealsText.byCategoryTitle)}>
        {t(mealsText.byCategoryIntro)}
      </SectionHeading>
      <div
        role="tablist"
        aria-label={t(mealsText.categoriesLabel)}
        onKeyDown={moveFocus}
        className="mx-auto mt-8 flex w-fit max-w-full gap-1 overflow-x-auto rounded-full bg-stone-200/70 p-1"
      >
        {TABS.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onMouseEnter={() => prefetch(tab)}
              onFocus={() => prefetch(tab)}
              className={`shrink-0 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-5 ${
                active ? 'bg-white text-brand-800 shadow' : 'text-stone-700 hover:text-stone-900'
              }`}
            >
              {tabName(tab)}
            </button>
          );
        })}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-8 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          {index === selected ? <CategoryTabPanel tab={tab} /> : null}
        </div>
      ))}
    </section>
  );
}
