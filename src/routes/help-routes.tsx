// The questionnaire (/app/help) and the blog.
import { AreaRoutes, areaTable } from './area-routes.tsx';

export const { routes: helpRoutes, preload } = areaTable('help');

export default function HelpArea() {
  return <AreaRoutes>{helpRoutes}</AreaRoutes>;
}
