// The guarded admin area: the layout (sidebar, top bar) around the nested admin pages.
import { ScrollRestoration } from 'react-router-dom';

import { AdminLayout } from './layout/admin-layout';
import { AuthGuard } from './layout/auth-guard';

export function AdminPage() {
  return (
    <AuthGuard>
      <AdminLayout />
      <ScrollRestoration />
    </AuthGuard>
  );
}

export default AdminPage;
