import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: a part below the fold
 * (the report's map, Leaflet and its tiles) loads when the reader scrolls towards it, not with the page.
 * Also true when the page is printed (a printed page shows every part), and at once where the browser has
 * no IntersectionObserver.
 */
export function useInView<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (seen || !element) return;
    const show = () => setSeen(true);
    window.addEventListener('beforeprint', show);
    if (typeof IntersectionObserver !== 'function') {
      show();
      return () => window.removeEventListener('beforeprint', show);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [element, margin, seen]);

  return [ref, seen];
}
