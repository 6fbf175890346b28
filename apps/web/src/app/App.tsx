import { validateWithoutCompiledCode } from '@sommai/shared';
import { RouterProvider } from 'react-router/dom';
import { router } from './router.tsx';

// Before any screen (or library) creates a schema: the page's CSP refuses compiled validators.
validateWithoutCompiledCode();

export function App() {
  return <RouterProvider router={router} />;
}
