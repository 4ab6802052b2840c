/** Entry of the admin bundle (build/admin, served by cms under /cms-static/admin/). */
import { createRoot } from 'react-dom/client';
import { AdminApp } from './App';
import './fonts';

const root = document.getElementById('admin-root');
if (root) createRoot(root).render(<AdminApp />);
