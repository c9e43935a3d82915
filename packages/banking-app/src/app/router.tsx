import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

export function createRouter() {
  return createBrowserRouter(routes);
}
