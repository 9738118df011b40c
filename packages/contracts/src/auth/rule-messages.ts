import type { LanguageCode } from '../i18n/languages.ts';
import type { PatternId } from '../system/pattern-catalogue.ts';

/**
 * Messages of the validation pattern catalogue, one per patternId, in every language. `{range}` is
 * "min-max", or a single number when min equals max (see `rangeText`).
 */
export const patternMessages: Record<LanguageCode, Record<PatternId, string>> = {
  EN: {
    ANY: 'Enter {range} characters',
    LETTER_START_ALNUM: 'Enter {range} letters or digits, starting with a letter',
    CHINESE_DIGITS: 'Enter {range} Chinese characters or digits',
    EMAIL: 'Enter a valid e-mail address of {range} characters',
    ALNUM: 'Enter {range} letters or digits, no special characters',
    LETTERS_DIGITS: 'Enter {range} characters with both letters and digits',
    DIGITS: 'Enter {range} digits',
    ALNUM_UPPER: 'Enter {range} letters or digits with at least one uppercase letter',
    ENGLISH_SPACES: 'Enter {range} English letters and spaces only',
    NO_SPACES: 'Enter {range} characters without spaces',
    CHINESE_PUNCT: 'Enter {range} Chinese characters or punctuation',
    DATE: 'Enter a date as yyyy-MM-dd or MM-dd-yyyy',
    KOREAN: 'Enter {range} Korean characters only',
    THAI: 'Enter {range} Thai characters only',
    THAI_ENGLISH_SPACES: 'Enter {range} Thai or English letters and spaces',
    UPPER_SPACES: 'Enter {range} uppercase letters and spaces, with at least one English letter',
    LETTERS_DIGITS_SYMBOLS: 'Enter {range} letters, digits or symbols',
    STRONG_PASSWORD: 'Enter {range} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  },
  UR: {
    ANY: '{range} حروف درج کریں',
    LETTER_START_ALNUM: '{range} حروف یا ہندسے درج کریں، پہلا حرف انگریزی حرف ہو',
    CHINESE_DIGITS: '{range} چینی حروف یا ہندسے درج کریں',
    EMAIL: '{range} حروف کا درست ای میل پتہ درج کریں',
    ALNUM: '{range} حروف یا ہندسے درج کریں، خاص علامات کے بغیر',
    LETTERS_DIGITS: '{range} حروف درج کریں جن میں حروف اور ہندسے دونوں ہوں',
    DIGITS: '{range} ہندسے درج کریں',
    ALNUM_UPPER: '{range} حروف یا ہندسے درج کریں، کم از کم ایک بڑا حرف',
    ENGLISH_SPACES: '{range} صرف انگریزی حروف اور خالی جگہیں درج کریں',
    NO_SPACES: 'خالی جگہ کے بغیر {range} حروف درج کریں',
    CHINESE_PUNCT: '{range} چینی حروف یا رموزِ اوقاف درج کریں',
    DATE: 'تاریخ yyyy-MM-dd یا MM-dd-yyyy کی شکل میں درج کریں',
    KOREAN: '{range} صرف کوریائی حروف درج کریں',
    THAI: '{range} صرف تھائی حروف درج کریں',
    THAI_ENGLISH_SPACES: '{range} تھائی یا انگریزی حروف اور خالی جگہیں درج کریں',
    UPPER_SPACES: '{range} بڑے حروف اور خالی جگہیں درج کریں، کم از کم ایک انگریزی حرف',
    LETTERS_DIGITS_SYMBOLS: '{range} حروف، ہندسے یا علامات درج کریں',
    STRONG_PASSWORD: '{range} حروف درج کریں جن میں بڑا حرف، چھوٹا حرف، ہندسہ اور علامت ہو',
  },
  ZH: {
    ANY: '请输入 {range} 个字符',
    LETTER_START_ALNUM: '请输入 {range} 位字母或数字，以字母开头',
    CHINESE_DIGITS: '请输入 {range} 位中文或数字',
    EMAIL: '请输入 {range} 位的有效电子邮箱',
    ALNUM: '请输入 {range} 位字母或数字，不含特殊字符',
    LETTERS_DIGITS: '请输入 {range} 位字母加数字组合',
    DIGITS: '请输入 {range} 位数字',
    ALNUM_UPPER: '请输入 {range} 位字母或数字，至少包含一个大写字母',
    ENGLISH_SPACES: '请输入 {range} 位英文字母和空格',
    NO_SPACES: '请输入 {range} 位字符，不能包含空格',
    CHINESE_PUNCT: '请输入 {range} 位中文或标点',
    DATE: '请按 yyyy-MM-dd 或 MM-dd-yyyy 格式输入日期',
    KOREAN: '请输入 {range} 位韩文',
    THAI: '请输入 {range} 位泰文',
    THAI_ENGLISH_SPACES: '请输入 {range} 位泰文或英文字母和空格',
    UPPER_SPACES: '请输入 {range} 位大写字母和空格，至少一个英文字母',
    LETTERS_DIGITS_SYMBOLS: '请输入 {range} 位字母、数字或符号',
    STRONG_PASSWORD: '请输入 {range} 位字符，须包含大写字母、小写字母、数字和符号',
  },
  TH: {
    ANY: 'กรอก {range} ตัวอักษร',
    LETTER_START_ALNUM: 'กรอกตัวอักษรหรือตัวเลข {range} ตัว ขึ้นต้นด้วยตัวอักษร',
    CHINESE_DIGITS: 'กรอกอักษรจีนหรือตัวเลข {range} ตัว',
    EMAIL: 'กรอกอีเมลที่ถูกต้องความยาว {range} ตัวอักษร',
    ALNUM: 'กรอกตัวอักษรหรือตัวเลข {range} ตัว ห้ามมีอักขระพิเศษ',
    LETTERS_DIGITS: 'กรอก {range} ตัว ต้องมีทั้งตัวอักษรและตัวเลข',
    DIGITS: 'กรอกตัวเลข {range} หลัก',
    ALNUM_UPPER: 'กรอกตัวอักษรหรือตัวเลข {range} ตัว มีตัวพิมพ์ใหญ่อย่างน้อยหนึ่งตัว',
    ENGLISH_SPACES: 'กรอกตัวอักษรภาษาอังกฤษและช่องว่างเท่านั้น {range} ตัว',
    NO_SPACES: 'กรอก {range} ตัวอักษร ห้ามมีช่องว่าง',
    CHINESE_PUNCT: 'กรอกอักษรจีนหรือเครื่องหมายวรรคตอน {range} ตัว',
    DATE: 'กรอกวันที่ในรูปแบบ yyyy-MM-dd หรือ MM-dd-yyyy',
    KOREAN: 'กรอกอักษรเกาหลีเท่านั้น {range} ตัว',
    THAI: 'กรอกอักษรไทยเท่านั้น {range} ตัว',
    THAI_ENGLISH_SPACES: 'กรอกอักษรไทยหรืออังกฤษและช่องว่าง {range} ตัว',
    UPPER_SPACES: 'กรอกตัวพิมพ์ใหญ่และช่องว่าง {range} ตัว มีตัวอักษรอังกฤษอย่างน้อยหนึ่งตัว',
    LETTERS_DIGITS_SYMBOLS: 'กรอกตัวอักษร ตัวเลข หรือสัญลักษณ์ {range} ตัว',
    STRONG_PASSWORD: 'กรอก {range} ตัว ต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์',
  },
  VI: {
    ANY: 'Nhập {range} ký tự',
    LETTER_START_ALNUM: 'Nhập {range} chữ cái hoặc chữ số, bắt đầu bằng chữ cái',
    CHINESE_DIGITS: 'Nhập {range} chữ Hán hoặc chữ số',
    EMAIL: 'Nhập email hợp lệ dài {range} ký tự',
    ALNUM: 'Nhập {range} chữ cái hoặc chữ số, không có ký tự đặc biệt',
    LETTERS_DIGITS: 'Nhập {range} ký tự gồm cả chữ cái và chữ số',
    DIGITS: 'Nhập {range} chữ số',
    ALNUM_UPPER: 'Nhập {range} chữ cái hoặc chữ số, có ít nhất một chữ in hoa',
    ENGLISH_SPACES: 'Chỉ nhập {range} chữ cái tiếng Anh và khoảng trắng',
    NO_SPACES: 'Nhập {range} ký tự, không có khoảng trắng',
    CHINESE_PUNCT: 'Nhập {range} chữ Hán hoặc dấu câu',
    DATE: 'Nhập ngày theo dạng yyyy-MM-dd hoặc MM-dd-yyyy',
    KOREAN: 'Chỉ nhập {range} ký tự tiếng Hàn',
    THAI: 'Chỉ nhập {range} ký tự tiếng Thái',
    THAI_ENGLISH_SPACES: 'Nhập {range} chữ cái tiếng Thái hoặc tiếng Anh và khoảng trắng',
    UPPER_SPACES: 'Nhập {range} chữ in hoa và khoảng trắng, có ít nhất một chữ cái tiếng Anh',
    LETTERS_DIGITS_SYMBOLS: 'Nhập {range} chữ cái, chữ số hoặc ký hiệu',
    STRONG_PASSWORD: 'Nhập {range} ký tự gồm chữ in hoa, chữ thường, chữ số và ký hiệu',
  },
};

export type RuleMessageKey =
  | 'required'
  | 'inconsistent'
  | 'invalidMobile'
  | 'invalidCode'
  | 'captchaRequired'
  | 'termsRequired'
  | 'invalidInvitation'
  | 'weakPassword';

/** The other messages of the account forms. */
export const ruleMessages: Record<LanguageCode, Record<RuleMessageKey, string>> = {
  EN: {
    required: 'Input cannot be empty',
    inconsistent: 'The two passwords are inconsistent',
    invalidMobile: 'Enter a valid mobile number',
    invalidCode: 'Enter a valid verification code',
    captchaRequired: 'Captcha required',
    termsRequired: 'Please confirm you are 18 or older and accept the terms',
    invalidInvitation: 'Invalid invitation code',
    weakPassword: 'Choose a password other than 123456',
  },
  UR: {
    required: 'خانہ خالی نہیں ہو سکتا',
    inconsistent: 'دونوں پاس ورڈ ایک جیسے نہیں ہیں',
    invalidMobile: 'درست موبائل نمبر درج کریں',
    invalidCode: 'درست تصدیقی کوڈ درج کریں',
    captchaRequired: 'کیپچا درکار ہے',
    termsRequired: 'براہ کرم تصدیق کریں کہ آپ کی عمر 18 سال یا زیادہ ہے اور شرائط قبول کریں',
    invalidInvitation: 'دعوتی کوڈ درست نہیں',
    weakPassword: '123456 کے علاوہ کوئی اور پاس ورڈ منتخب کریں',
  },
  ZH: {
    required: '输入不能为空',
    inconsistent: '两次输入的密码不一致',
    invalidMobile: '请输入有效的手机号码',
    invalidCode: '请输入有效的验证码',
    captchaRequired: '请输入验证码',
    termsRequired: '请确认您已年满 18 岁并同意条款',
    invalidInvitation: '邀请码无效',
    weakPassword: '请设置 123456 以外的密码',
  },
  TH: {
    required: 'ห้ามเว้นว่าง',
    inconsistent: 'รหัสผ่านทั้งสองไม่ตรงกัน',
    invalidMobile: 'กรอกหมายเลขโทรศัพท์มือถือที่ถูกต้อง',
    invalidCode: 'กรอกรหัสยืนยันที่ถูกต้อง',
    captchaRequired: 'ต้องกรอกแคปต์ชา',
    termsRequired: 'กรุณายืนยันว่าคุณอายุ 18 ปีขึ้นไปและยอมรับข้อกำหนด',
    invalidInvitation: 'รหัสเชิญไม่ถูกต้อง',
    weakPassword: 'ตั้งรหัสผ่านอื่นที่ไม่ใช่ 123456',
  },
  VI: {
    required: 'Không được để trống',
    inconsistent: 'Hai mật khẩu không khớp',
    invalidMobile: 'Nhập số điện thoại hợp lệ',
    invalidCode: 'Nhập mã xác minh hợp lệ',
    captchaRequired: 'Cần nhập mã captcha',
    termsRequired: 'Vui lòng xác nhận bạn đủ 18 tuổi và chấp nhận điều khoản',
    invalidInvitation: 'Mã mời không hợp lệ',
    weakPassword: 'Hãy chọn mật khẩu khác 123456',
  },
};

/** "6-16", or "6" when both bounds are equal; open bounds read as "6+" or "1-16". */
export function rangeText(min: number, max: number): string {
  if (max > 0 && min === max) return String(min);
  if (max <= 0) return `${min}+`;
  return `${Math.max(min, 1)}-${max}`;
}

export function patternMessage(lang: LanguageCode, patternId: string, min: number, max: number): string {
  const table = patternMessages[lang] as Record<string, string>;
  const template = table[patternId] ?? table.ANY ?? patternMessages.EN.ANY;
  return template.replace('{range}', rangeText(min, max));
}
