import { EvidenceView } from './EvidenceView';
import { evidence } from '../evidence/data';

/** `<Evidence of="Button" />`: what is tested for a component, read from its tests when the docs are built. */
export function Evidence({ of }: { of: string }) {
  return <EvidenceView name={of} evidence={evidence.components[of]} modes={evidence.modes} />;
}
