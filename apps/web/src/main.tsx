import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The first screen is drawn as a transition: React works in slices and lets the browser paint
// and answer input between them, where one pass held a phone's main thread for a quarter second.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
