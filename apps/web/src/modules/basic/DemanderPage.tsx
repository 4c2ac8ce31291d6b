import { demanderResource } from '@al/contracts';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';

/** /contacts/demander: customers as a tree, branch demanders under their parent. */
export default function DemanderPage() {
  return <ResourcePage def={demanderResource} />;
}
