import { Outlet } from 'react-router';
import { WorkspaceNav } from './workspace-nav';

/** Clients, projects and files share a second navigation under the product header. */
export function WorkspaceLayout() {
  return (
    <>
      <WorkspaceNav />
      <Outlet />
    </>
  );
}
