import { Alert } from '@bank/ui';

export type Refusal = { title: string; text: string } | null;

/** The server's words for a refusal of a decision (English: marked so an Arabic page reads them right). */
export function DecisionRefusal({ refusal }: { refusal: Refusal }) {
  if (!refusal) return null;
  return (
    <Alert tone="danger" announce="assertive" title={refusal.title}>
      <span lang="en">{refusal.text}</span>
    </Alert>
  );
}
