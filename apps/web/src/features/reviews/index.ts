// The reviews feature's public surface.
export { AllReviews } from './components/all-reviews';
export { MyReviews } from './components/my-reviews';
export { ReviewComposer } from './components/review-composer';
export { HelpfulButton } from './components/helpful-button';
export { reviewText } from './messages';
export { allReviewsText } from './all/messages';
