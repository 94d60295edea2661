import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A transition: React renders the first page in slices and leaves the main thread free between
// them, rather than in one long task on a slow phone (docs/performance.md, "Lighthouse").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
