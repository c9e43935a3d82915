export { Evidence } from './Evidence';
export { Do, Dont } from './DoDont';
