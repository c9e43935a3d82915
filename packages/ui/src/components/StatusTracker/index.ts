export { StatusTracker, type StatusTrackerProps, type TrackerStep } from './StatusTracker';
