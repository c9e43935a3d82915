export { SaduPattern, type SaduPatternProps } from './SaduPattern';
