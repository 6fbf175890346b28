import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function QuizPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.quiz.documentTitle} title={SCREENS.pages.quiz.title} />;
}
