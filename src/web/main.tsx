import './styles.css';

/**
 * The app's code is evaluated in two tasks, React's and then the dashboard's (first-screen/start.tsx): as one, the
 * evaluation held the page for a long task on a slow phone, just after its first paint. Both are fetched at once (the
 * BFF preloads them with the page: bff/page/page-html.ts), only their evaluation waits for the next task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./first-screen/start'))
  .then(({ start }) => start());
