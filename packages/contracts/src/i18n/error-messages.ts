import type { ErrorCode } from '../common/errors.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Translated texts for every error code and for the field issues a VALIDATION_FAILED answer names.
 * The web app merges these into its `errors` and `validation` namespaces, so there is one source.
 */
export const errorMessages: Record<LanguageCode, Record<ErrorCode, string>> = {
  EN: {
    VALIDATION_FAILED: 'Please enter correct information',
    BAD_REQUEST: 'The request could not be understood',
    UNAUTHORIZED: 'Not logged in, please log in',
    FORBIDDEN: 'You do not have access to this',
    REGION_RESTRICTED: 'Access restricted due to your location or IP',
    NOT_FOUND: 'The page or item was not found',
    METHOD_NOT_ALLOWED: 'This action is not allowed here',
    CONFLICT: 'This conflicts with an earlier request',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported',
    TOO_MANY_REQUESTS: 'Too many requests, try again after 5 minutes',
    INTERNAL: 'Unknown error, please try again',
    MAINTENANCE: 'System maintenance',
    NOT_READY: 'The service is starting, try again shortly',
  },
  UR: {
    VALIDATION_FAILED: 'براہ کرم درست معلومات درج کریں',
    BAD_REQUEST: 'درخواست سمجھ میں نہیں آئی',
    UNAUTHORIZED: 'آپ لاگ ان نہیں ہیں، براہ کرم لاگ ان کریں',
    FORBIDDEN: 'آپ کو اس تک رسائی حاصل نہیں ہے',
    REGION_RESTRICTED: 'آپ کے مقام یا آئی پی کی وجہ سے رسائی محدود ہے',
    NOT_FOUND: 'صفحہ یا چیز نہیں ملی',
    METHOD_NOT_ALLOWED: 'یہاں یہ عمل کرنے کی اجازت نہیں ہے',
    CONFLICT: 'یہ پچھلی درخواست سے متصادم ہے',
    PAYLOAD_TOO_LARGE: 'درخواست بہت بڑی ہے',
    UNSUPPORTED_MEDIA_TYPE: 'اس قسم کا مواد قابل قبول نہیں ہے',
    TOO_MANY_REQUESTS: 'بہت زیادہ درخواستیں، 5 منٹ بعد دوبارہ کوشش کریں',
    INTERNAL: 'نامعلوم خرابی، براہ کرم دوبارہ کوشش کریں',
    MAINTENANCE: 'سسٹم کی دیکھ بھال جاری ہے',
    NOT_READY: 'سروس شروع ہو رہی ہے، تھوڑی دیر بعد کوشش کریں',
  },
  ZH: {
    VALIDATION_FAILED: '请输入正确的信息',
    BAD_REQUEST: '无法识别该请求',
    UNAUTHORIZED: '尚未登录，请先登录',
    FORBIDDEN: '您无权访问此内容',
    REGION_RESTRICTED: '由于您的位置或 IP，访问受限',
    NOT_FOUND: '未找到页面或项目',
    METHOD_NOT_ALLOWED: '此处不允许该操作',
    CONFLICT: '与之前的请求冲突',
    PAYLOAD_TOO_LARGE: '请求内容过大',
    UNSUPPORTED_MEDIA_TYPE: '不支持该内容类型',
    TOO_MANY_REQUESTS: '请求过多，请 5 分钟后再试',
    INTERNAL: '未知错误，请重试',
    MAINTENANCE: '系统维护中',
    NOT_READY: '服务正在启动，请稍后再试',
  },
  TH: {
    VALIDATION_FAILED: 'กรุณากรอกข้อมูลให้ถูกต้อง',
    BAD_REQUEST: 'ไม่สามารถเข้าใจคำขอได้',
    UNAUTHORIZED: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
    FORBIDDEN: 'คุณไม่มีสิทธิ์เข้าถึงส่วนนี้',
    REGION_RESTRICTED: 'การเข้าถึงถูกจำกัดเนื่องจากตำแหน่งหรือ IP ของคุณ',
    NOT_FOUND: 'ไม่พบหน้าหรือรายการ',
    METHOD_NOT_ALLOWED: 'ไม่อนุญาตให้ดำเนินการนี้ที่นี่',
    CONFLICT: 'ขัดแย้งกับคำขอก่อนหน้า',
    PAYLOAD_TOO_LARGE: 'คำขอมีขนาดใหญ่เกินไป',
    UNSUPPORTED_MEDIA_TYPE: 'ไม่รองรับเนื้อหาประเภทนี้',
    TOO_MANY_REQUESTS: 'มีคำขอมากเกินไป กรุณาลองใหม่ในอีก 5 นาที',
    INTERNAL: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ กรุณาลองใหม่',
    MAINTENANCE: 'ระบบอยู่ระหว่างการปรับปรุง',
    NOT_READY: 'บริการกำลังเริ่มต้น กรุณาลองใหม่ในไม่ช้า',
  },
  VI: {
    VALIDATION_FAILED: 'Vui lòng nhập thông tin chính xác',
    BAD_REQUEST: 'Không thể hiểu yêu cầu',
    UNAUTHORIZED: 'Chưa đăng nhập, vui lòng đăng nhập',
    FORBIDDEN: 'Bạn không có quyền truy cập mục này',
    REGION_RESTRICTED: 'Truy cập bị hạn chế do vị trí hoặc IP của bạn',
    NOT_FOUND: 'Không tìm thấy trang hoặc mục',
    METHOD_NOT_ALLOWED: 'Không cho phép thao tác này tại đây',
    CONFLICT: 'Xung đột với một yêu cầu trước đó',
    PAYLOAD_TOO_LARGE: 'Yêu cầu quá lớn',
    UNSUPPORTED_MEDIA_TYPE: 'Không hỗ trợ loại nội dung này',
    TOO_MANY_REQUESTS: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    INTERNAL: 'Lỗi không xác định, vui lòng thử lại',
    MAINTENANCE: 'Hệ thống đang bảo trì',
    NOT_READY: 'Dịch vụ đang khởi động, vui lòng thử lại sau',
  },
};

/** Field issue keys used in VALIDATION_FAILED answers; `{field}`, `{min}`, `{max}` are filled in. */
export type FieldIssueKey =
  | 'required'
  | 'invalid_type'
  | 'too_small'
  | 'too_big'
  | 'invalid_format'
  | 'invalid_value'
  | 'unrecognized_keys'
  | 'invalid';

export const fieldIssueMessages: Record<LanguageCode, Record<FieldIssueKey, string>> = {
  EN: {
    required: '{field} is required',
    invalid_type: '{field} has the wrong type',
    too_small: '{field} must be at least {min}',
    too_big: '{field} must be at most {max}',
    invalid_format: '{field} has an invalid format',
    invalid_value: '{field} is not one of the accepted values',
    unrecognized_keys: '{field} is not an accepted field',
    invalid: '{field} is invalid',
  },
  UR: {
    required: '{field} درکار ہے',
    invalid_type: '{field} کی قسم درست نہیں',
    too_small: '{field} کم از کم {min} ہونا چاہیے',
    too_big: '{field} زیادہ سے زیادہ {max} ہونا چاہیے',
    invalid_format: '{field} کی شکل درست نہیں',
    invalid_value: '{field} قابل قبول اقدار میں سے نہیں',
    unrecognized_keys: '{field} قابل قبول خانہ نہیں',
    invalid: '{field} درست نہیں',
  },
  ZH: {
    required: '{field} 为必填项',
    invalid_type: '{field} 类型错误',
    too_small: '{field} 至少为 {min}',
    too_big: '{field} 最多为 {max}',
    invalid_format: '{field} 格式不正确',
    invalid_value: '{field} 不是可接受的值',
    unrecognized_keys: '{field} 不是可接受的字段',
    invalid: '{field} 无效',
  },
  TH: {
    required: 'ต้องระบุ {field}',
    invalid_type: '{field} มีชนิดข้อมูลไม่ถูกต้อง',
    too_small: '{field} ต้องมีอย่างน้อย {min}',
    too_big: '{field} ต้องไม่เกิน {max}',
    invalid_format: '{field} มีรูปแบบไม่ถูกต้อง',
    invalid_value: '{field} ไม่ใช่ค่าที่ยอมรับ',
    unrecognized_keys: '{field} ไม่ใช่ช่องที่ยอมรับ',
    invalid: '{field} ไม่ถูกต้อง',
  },
  VI: {
    required: '{field} là bắt buộc',
    invalid_type: '{field} sai kiểu dữ liệu',
    too_small: '{field} phải tối thiểu {min}',
    too_big: '{field} phải tối đa {max}',
    invalid_format: '{field} sai định dạng',
    invalid_value: '{field} không phải giá trị được chấp nhận',
    unrecognized_keys: '{field} không phải trường được chấp nhận',
    invalid: '{field} không hợp lệ',
  },
};

export function fillMessage(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}
