export { SessionOverlay, type SessionOverlayProps } from './SessionOverlay';
