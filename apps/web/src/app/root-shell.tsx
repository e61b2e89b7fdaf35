import { Outlet } from 'react-router';
import { RouteGuard } from '@/shell/guard/route-guard';
import { UpgradePrompt } from '@/shell/upgrade/upgrade-prompt';
import { useDocumentTitle } from '@/shell/use-document-title';

/** Root route element: guard, document title and the upgrade prompt around every page. */
export default function RootShell() {
  useDocumentTitle();
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <UpgradePrompt />
    </>
  );
}
