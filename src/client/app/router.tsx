import { createBrowserRouter } from 'react-router-dom';
import { areasFor, rootRoutes, themedAreaRoutes, type LazyArea } from './routes';

const patchedAreas = new Set<LazyArea>();

export const router = createBrowserRouter(rootRoutes, {
  async patchRoutesOnNavigation({ path, patch }) {
    const areas = areasFor(path).filter((area) => !patchedAreas.has(area));
    await Promise.all(
      areas.map(async (area) => {
        const routes = await area.load();
        // Two navigations may race to the same area: patch it once.
        if (patchedAreas.has(area)) return;
        patchedAreas.add(area);
        patch(area.parent, themedAreaRoutes(area, routes));
      }),
    );
  },
});
