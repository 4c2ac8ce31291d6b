import { plateMaterialSizeResource } from '@al/contracts';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';

/** /common/plate-material-size: every plate size of every texture, searchable by texture and size. */
export default function PlateMaterialSizePage() {
  return <ResourcePage def={plateMaterialSizeResource} />;
}
