import { ProjectList } from './ProjectListPage.tsx';

/** /cad/project-favorite: the projects the user starred. */
export default function ProjectFavoritePage() {
  return <ProjectList favorite title="我的收藏" />;
}
