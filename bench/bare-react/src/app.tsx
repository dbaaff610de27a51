import { useState } from 'react';

/** What `npm create vite` gives, minus the logos: a heading, a counter, a line of text. */
export function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <div className="card">
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          count is {count}
        </button>
        <p>
          Edit <code>src/app.tsx</code> and save to test HMR
        </p>
      </div>
      <p className="read-the-docs">The reference app of the performance budgets.</p>
    </main>
  );
}
