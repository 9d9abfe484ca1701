// A Server Component rendering a kit component directly (it is a client component inside the package).
import { KnowledgeQuiz } from '@veriframe/react/age-check';

export default function QuizPage() {
  return (
    <>
      <h1>Knowledge quiz</h1>
      <KnowledgeQuiz
        request={{
          target: { fn: 'ALICE', ln: 'ADULT', addr: '100 MAIN ST', zip: '12207', age: '21+' },
        }}
      />
    </>
  );
}
