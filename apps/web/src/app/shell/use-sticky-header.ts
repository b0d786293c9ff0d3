import { type RefObject, useEffect, useState } from "react";

/** True once the page has scrolled past the given element's height (spec: the header then sticks). */
export function useStickyHeader(ref: RefObject<HTMLElement | null>): { sticky: boolean; height: number } {
  const [state, setState] = useState({ sticky: false, height: 0 });
  useEffect(() => {
    const update = () => {
      const height = ref.current?.offsetHeight ?? 0;
      const sticky = window.scrollY > height && height > 0;
      setState((previous) =>
        previous.sticky === sticky && previous.height === height ? previous : { sticky, height },
      );
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ref]);
  return state;
}
