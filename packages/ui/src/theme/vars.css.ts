// The module components import `vars` from. It also brings the themes and the global styles, so
// any component that uses a token brings the base styles with it, even in a bundle that
// tree-shakes side-effect-free barrels.
import './themes.css';
import './global.css';

export { vars } from './contract.css';
