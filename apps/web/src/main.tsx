import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Evaluating the app's modules (the contracts build their schemas as they load) and starting
// the first navigation were one task of about half a second on a phone's slower CPU; starting
// the app in a task of its own lets the browser paint and answer input in between.
setTimeout(() => {
  const router = createAppRouter();
  // The first screen is drawn as a transition: React works in slices and lets the browser paint
  // and answer input between them, where one pass held a phone's main thread for a quarter
  // second.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}, 0);
