export { EmptyState, type EmptyStateArt, type EmptyStateProps } from './EmptyState';
