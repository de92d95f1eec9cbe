import { createRoot } from 'react-dom/client';
import { registerSiteRemotes } from './federation/remote-registry';
import { App } from './app';
import '@fontsource-variable/montserrat/wght.css';

registerSiteRemotes();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App />);
}
