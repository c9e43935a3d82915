export { NavDrawer, type NavDrawerProps, type NavItem } from './NavDrawer';
