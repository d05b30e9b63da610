// The demo community, as data. The server loads this package with import() only when it seeds
// an empty database, so none of it sits in the bundle every start loads.
export {
  createDemoCommunity,
  type DemoCommunity,
  type DemoCommunityMeal,
  type DemoCommunityUpcomingMeal,
} from './community';
export { buildDemoPlan, type PlannedLike, type PlannedResident, type PlannedReview } from './plan';
export type { RenderedImage } from './art/render';
export { DEMO_MEALS } from './data/all-dishes';
export { DEMO_RESIDENTS, residentEmail } from './data/residents';
