import { AdminSidebar } from './admin-sidebar';
import { UsersTable } from './users-table';

export function AdminPage() {
  return (
    <div id="top" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted">Manage the marketplace. More sections open here as they are built.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <AdminSidebar />
        <UsersTable />
      </div>
    </div>
  );
}
