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

type Kind = 'DAILY_WAGE' | 'HOURLY_WAGE' | 'REALTIME_SALARY' | 'DIVIDEND';
const kindNames: Record<LanguageCode, Record<Kind, string>> = {
  EN: { DAILY_WAGE: 'daily wage', HOURLY_WAGE: 'hourly wage', REALTIME_SALARY: 'real-time salary', DIVIDEND: 'dividend' },
  UR: { DAILY_WAGE: 'یومیہ اجرت', HOURLY_WAGE: 'فی گھنٹہ اجرت', REALTIME_SALARY: 'فوری تنخواہ', DIVIDEND: 'منافع' },
  ZH: { DAILY_WAGE: '日工资', HOURLY_WAGE: '时薪', REALTIME_SALARY: '实时工资', DIVIDEND: '分红' },
  TH: { DAILY_WAGE: 'ค่าจ้างรายวัน', HOURLY_WAGE: 'ค่าจ้างรายชั่วโมง', REALTIME_SALARY: 'เงินเดือนแบบเรียลไทม์', DIVIDEND: 'เงินปันผล' },
  VI: { DAILY_WAGE: 'lương ngày', HOURLY_WAGE: 'lương giờ', REALTIME_SALARY: 'lương thời gian thực', DIVIDEND: 'cổ tức' },
};
const platformNames: Record<LanguageCode, string> = { EN: 'The platform', UR: 'پلیٹ فارم', ZH: '平台', TH: 'แพลตฟอร์ม', VI: 'Nền tảng' };

const contractOffered: Template<{ kind: Kind; from: string | null; rate: string }> = {
  EN: { title: 'New contract offer', body: (p) => `${p.from ?? platformNames.EN} offered you a ${kindNames.EN[p.kind]} contract (top rate ${p.rate}%). Accept or reject it in the agent centre.` },
  UR: { title: 'نئے معاہدے کی پیشکش', body: (p) => `${p.from ?? platformNames.UR} نے آپ کو ${kindNames.UR[p.kind]} کے معاہدے کی پیشکش کی ہے (سب سے زیادہ شرح ${p.rate}%)۔ ایجنٹ سینٹر میں قبول یا مسترد کریں۔` },
  ZH: { title: '新的合约邀请', body: (p) => `${p.from ?? platformNames.ZH}向您提供了${kindNames.ZH[p.kind]}合约（最高费率 ${p.rate}%），请在代理中心接受或拒绝。` },
  TH: { title: 'ข้อเสนอสัญญาใหม่', body: (p) => `${p.from ?? platformNames.TH} เสนอสัญญา${kindNames.TH[p.kind]}ให้คุณ (อัตราสูงสุด ${p.rate}%) ยอมรับหรือปฏิเสธได้ที่ศูนย์เอเจนต์` },
  VI: { title: 'Đề nghị hợp đồng mới', body: (p) => `${p.from ?? platformNames.VI} đề nghị bạn hợp đồng ${kindNames.VI[p.kind]} (tỷ lệ cao nhất ${p.rate}%). Hãy chấp nhận hoặc từ chối tại trung tâm đại lý.` },
};

const salaryPaid: Template<{ kind: Kind; amount: string; period: string }> = {
  EN: { title: 'Contract pay received', body: (p) => `Your ${kindNames.EN[p.kind]} for ${p.period}, ${p.amount}, is in your main wallet.` },
  UR: { title: 'معاہدے کی ادائیگی موصول', body: (p) => `${p.period} کی آپ کی ${kindNames.UR[p.kind]}، ${p.amount}، آپ کے مرکزی والٹ میں آ گئی ہے۔` },
  ZH: { title: '合约收入已到账', body: (p) => `您 ${p.period} 的${kindNames.ZH[p.kind]} ${p.amount} 已存入主钱包。` },
  TH: { title: 'ได้รับเงินตามสัญญาแล้ว', body: (p) => `${kindNames.TH[p.kind]}ของคุณสำหรับ ${p.period} จำนวน ${p.amount} เข้ากระเป๋าหลักแล้ว` },
  VI: { title: 'Đã nhận tiền theo hợp đồng', body: (p) => `Khoản ${kindNames.VI[p.kind]} kỳ ${p.period} của bạn, ${p.amount}, đã vào ví chính.` },
};

export const accountTemplates = { depositCredited, withdrawalPaid, withdrawalRejected, contractOffered, salaryPaid };

/** A template filled in every language: the message's title and body columns. */
export function render<P>(template: Template<P>, params: P): { title: Translated; body: Translated } {
  const entries = Object.entries(template) as [LanguageCode, { title: string; body: (p: P) => string }][];
  return {
    title: Object.fromEntries(entries.map(([lang, t]) => [lang, t.title])) as Translated,
    body: Object.fromEntries(entries.map(([lang, t]) => [lang, t.body(params)])) as Translated,
  };
}
