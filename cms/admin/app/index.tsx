/** Entry of the admin bundle (build/admin, served by cms under /cms-static/admin/). */
import { createRoot } from 'react-dom/client';
import { AdminApp } from './App';

const root = document.getElementById('admin-root');
if (root) createRoot(root).render(<AdminApp />);
