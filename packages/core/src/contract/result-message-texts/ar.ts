import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Arabic: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsAr } from '@veriframe/core';
 * resultMessageTextsAr.messages.verificationSuccessTitle; // "تم التحقق بنجاح"
 */
export const resultMessageTextsAr: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'تم التحقق بنجاح',
    verificationSuccessSubTitle: 'لقد اجتزت التحقق',
    verificationFailureTitle: 'فشل التحقق',
    verificationFailureSubTitle: 'مستندك بانتظار المراجعة اليدوية',
    verificationErrorTokenTitle: 'رمز غير صالح أو منتهي الصلاحية',
    verificationErrorTokenSubTitle:
      'يستخدم هذا المسح رمزًا غير صالح أو منتهي الصلاحية. يُرجى التواصل مع خدمة العملاء.',
    verificationErrorAlreadyVerifiedTitle: 'تم التحقق من هويتك مسبقًا',
    verificationErrorAlreadyVerifiedSubTitle:
      'لقد اجتزت التحقق بالفعل ولا يمكنك تحميل مستند. يُرجى الاتصال بخدمة العملاء.',
    verificationErrorPendingTitle: 'مستندك قيد المراجعة اليدوية حاليًا',
    verificationErrorPendingSubTitle: 'لا يمكن تقديم مستند آخر الآن. يُرجى الاتصال بخدمة العملاء.',
    verificationErrorVelocityTitle: 'محاولات كثيرة جدًا',
    verificationErrorVelocitySubTitle: 'لقد تجاوزت عدد المحاولات المسموح به. يُرجى الاتصال بخدمة العملاء.',
    verificationErrorTitle: 'حدث خطأ ما',
    verificationErrorSubTitle: 'أوقف خطأ في النظام عملية التحقق. يُرجى المحاولة لاحقًا.',
  },
  pendingReviewTitle: 'قيد المراجعة',
  failedSubTitle: 'تعذّر علينا تأكيد هويتك.',
};
