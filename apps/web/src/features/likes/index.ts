// The likes feature's public surface.
export { LikeButton } from './components/like-button';
