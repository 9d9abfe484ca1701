import { resultMessageTextsAr } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Arabic (Modern Standard Arabic, right to left; counts as "label: number" so no plural form is needed). A separate import, so the default entry stays English only.
 *
 * @example
 * import { arabicKitTexts } from '@veriframe/react/texts/ar';
 * <VeriframeProvider texts={arabicKitTexts}>…</VeriframeProvider>
 */
export const arabicKitTexts: KitTextsCatalog = {
  locale: 'ar',
  dir: 'rtl',
  quizTitle: 'أسئلة التحقق',
  quizStart: 'بدء الأسئلة',
  quizStartAgain: 'البدء من جديد',
  quizNeedsInput: 'يحتاج KnowledgeQuiz إلى initialResult أو request للبدء.',
  quizTimeLeft: 'الوقت المتبقي:',
  quizTimeUp: 'انتهى الوقت: أُرسلت الإجابات المقدَّمة حتى الآن للتحقق منها.',
  quizSubmit: 'إرسال الإجابات',
  quizAnnounceTimeUp: 'انتهى الوقت.',
  quizAnnounceSeconds: (seconds) => `الثواني المتبقية: ${seconds}.`,
  quizAnnounceMinute: 'تبقّت دقيقة واحدة.',
  quizUnanswered: (count) => `أجب عن جميع الأسئلة لإرسالها (المتبقي: ${count}).`,
  quizAnswersCorrect: (correct, asked) => `الإجابات الصحيحة: ${correct} من ${asked}`,
  quizNotAsked: 'لم تطرح الخدمة أي أسئلة على هذا الشخص: النتيجة أعلاه نهائية.',
  quizSignIn: 'يجب تسجيل الدخول قبل الإجابة عن الأسئلة.',
  quizOutcome: (action) =>
    ({ PASS: 'ناجح', FAIL: 'غير ناجح', REVIEW: 'أُرسل للمراجعة', PENDING: 'قيد الانتظار' })[action] ?? action,
  quizTimeUpTitle: 'انتهى الوقت',
  quizTimeUpBody: 'كانت هذه الأسئلة متاحة لوقت محدود. ابدأ من جديد للحصول على أسئلة جديدة.',
  quizSendFailed: 'تعذّر إرسال إجاباتك. ما زالت محفوظة هنا: أرسلها مرة أخرى.',
  quizStartFailed: 'تعذّر بدء الأسئلة. حاول مرة أخرى بعد قليل.',
  quizClosed: 'لم يعد بالإمكان الإجابة عن هذه الأسئلة. ابدأ من جديد للحصول على أسئلة جديدة.',
  quizRateLimited: 'محاولات كثيرة جدًا في وقت قصير. انتظر دقيقة ثم حاول مرة أخرى.',
  quizTryAgain: 'حاول مرة أخرى',
  documentModalButton: 'التحقق من مستندي',
  documentModalSignIn: 'يجب تسجيل الدخول قبل التحقق من مستندك.',
  documentModalLoadFailed: 'تعذّر تحميل التحقق من المستند. تحقّق من اتصالك، ثم اضغط الزر للمحاولة مرة أخرى.',
  hostedFrameTitle: 'التحقق من الهوية',
  hostedDialogHeading: 'تحقق من هويتك',
  hostedDialogClose: 'إغلاق',
  hostedLinkExpired: 'انتهت صلاحية رابط التحقق هذا.',
  hostedNewSession: 'بدء جلسة جديدة',
  hostedSignIn: 'يجب تسجيل الدخول قبل التحقق من هويتك.',
  hostedUntrustedLink: 'لا يمكن عرض صفحة التحقق هذه: عنوانها ليس من العناوين التي يثق بها هذا الموقع.',
  hostedUnavailable: 'التحقق من الهوية غير متاح على هذه الصفحة الآن. يُرجى المحاولة مرة أخرى لاحقًا.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsAr.messages,
  documentModalPendingReviewTitle: resultMessageTextsAr.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsAr.failedSubTitle,
};
