import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { Translated } from '../../lib/translated.ts';

/** What the platform tells a member about its own account, in every language of the site. */
type Template<P> = Record<LanguageCode, { title: string; body: (p: P) => string }>;

const depositCredited: Template<{ amount: string; reference: string }> = {
  EN: { title: 'Deposit credited', body: (p) => `Your deposit of ${p.amount} (reference ${p.reference}) is in your main wallet.` },
  UR: { title: 'رقم جمع ہو گئی', body: (p) => `آپ کی ${p.amount} کی جمع رقم (حوالہ ${p.reference}) آپ کے مرکزی والٹ میں آ گئی ہے۔` },
  ZH: { title: '存款已到账', body: (p) => `您的存款 ${p.amount}（参考号 ${p.reference}）已存入主钱包。` },
  TH: { title: 'เงินฝากเข้าบัญชีแล้ว', body: (p) => `เงินฝาก ${p.amount} ของคุณ (อ้างอิง ${p.reference}) เข้ากระเป๋าหลักแล้ว` },
  VI: { title: 'Tiền nạp đã vào ví', body: (p) => `Khoản nạp ${p.amount} của bạn (mã ${p.reference}) đã vào ví chính.` },
};

const withdrawalPaid: Template<{ amount: string }> = {
  EN: { title: 'Withdrawal paid', body: (p) => `Your withdrawal of ${p.amount} has been paid to your bank account. Please confirm when it arrives.` },
  UR: { title: 'رقم ادا کر دی گئی', body: (p) => `آپ کی ${p.amount} کی رقم آپ کے بینک اکاؤنٹ میں بھیج دی گئی ہے۔ پہنچنے پر تصدیق کریں۔` },
  ZH: { title: '提款已支付', body: (p) => `您的提款 ${p.amount} 已汇入您的银行账户，到账后请确认。` },
  TH: { title: 'จ่ายเงินถอนแล้ว', body: (p) => `เงินถอน ${p.amount} ของคุณโอนเข้าบัญชีธนาคารแล้ว โปรดยืนยันเมื่อได้รับ` },
  VI: { title: 'Đã chi trả rút tiền', body: (p) => `Khoản rút ${p.amount} của bạn đã được chuyển vào tài khoản ngân hàng. Vui lòng xác nhận khi nhận được.` },
};

const withdrawalRejected: Template<{ amount: string; reason: string }> = {
  EN: { title: 'Withdrawal rejected', body: (p) => `Your withdrawal of ${p.amount} was rejected and the money is back in your main wallet. Reason: ${p.reason}` },
  UR: { title: 'رقم نکلوانا مسترد', body: (p) => `آپ کی ${p.amount} کی درخواست مسترد ہو گئی اور رقم مرکزی والٹ میں واپس آ گئی ہے۔ وجہ: ${p.reason}` },
  ZH: { title: '提款被拒绝', body: (p) => `您的提款 ${p.amount} 已被拒绝，款项已退回主钱包。原因：${p.reason}` },
  TH: { title: 'การถอนถูกปฏิเสธ', body: (p) => `การถอน ${p.amount} ของคุณถูกปฏิเสธ และเงินกลับเข้ากระเป๋าหลักแล้ว เหตุผล: ${p.reason}` },
  VI: { title: 'Yêu cầu rút bị từ chối', body: (p) => `Khoản rút ${p.amount} của bạn bị từ chối và tiền đã về ví chính. Lý do: ${p.reason}` },
};

export const accountTemplates = { depositCredited, withdrawalPaid, withdrawalRejected };

/** A template filled in every language: the message's title and body columns. */
export function render<P>(template: Template<P>, params: P): { title: Translated; body: Translated } {
  const entries = Object.entries(template) as [LanguageCode, { title: string; body: (p: P) => string }][];
  return {
    title: Object.fromEntries(entries.map(([lang, t]) => [lang, t.title])) as Translated,
    body: Object.fromEntries(entries.map(([lang, t]) => [lang, t.body(params)])) as Translated,
  };
}
