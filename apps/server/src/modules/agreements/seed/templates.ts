import type { AgreementField, AgreementText } from '@haiwai/contracts/agreements';
import type { AgreementKind } from '@haiwai/contracts/agreements/constants';

/** The site's four templates, Chinese first with English and Vietnamese; `{key}` in a clause is a field's value. */
export interface SeedTemplate {
  key: string;
  kind: AgreementKind;
  title: AgreementText;
  fields: AgreementField[];
  clauses: AgreementText[];
}

const f = (key: string, type: AgreementField['type'], zh: string, en: string, vi: string, required = true): AgreementField => ({ key, type, label: { zh, en, vi }, required });
const c = (zh: string, en: string, vi: string): AgreementText => ({ zh, en, vi });

export const SEED_TEMPLATES: SeedTemplate[] = [
  {
    key: 'lease',
    kind: 'lease',
    title: c('房屋租赁合同', 'House Lease Agreement', 'Hợp đồng thuê nhà'),
    fields: [
      f('landlord', 'text', '出租方（甲方）姓名', 'Landlord (Party A)', 'Bên cho thuê (Bên A)'),
      f('tenant', 'text', '承租方（乙方）姓名', 'Tenant (Party B)', 'Bên thuê (Bên B)'),
      f('address', 'text', '房屋地址', 'Address of the property', 'Địa chỉ nhà'),
      f('rent', 'money', '月租金', 'Monthly rent', 'Tiền thuê hằng tháng'),
      f('deposit', 'money', '押金', 'Deposit', 'Tiền đặt cọc'),
      f('start', 'date', '起租日期', 'Start date', 'Ngày bắt đầu'),
      f('months', 'number', '租期（月）', 'Term (months)', 'Thời hạn (tháng)'),
      f('notes', 'longtext', '其他约定', 'Other terms', 'Thỏa thuận khác', false),
    ],
    clauses: [
      c('甲方将位于 {address} 的房屋出租给乙方居住使用。', 'Party A lets the property at {address} to Party B as a residence.', 'Bên A cho Bên B thuê căn nhà tại {address} để ở.'),
      c('租期 {months} 个月，自 {start} 起算。', 'The term is {months} months from {start}.', 'Thời hạn thuê là {months} tháng, tính từ ngày {start}.'),
      c('月租金为 {rent}，乙方应于每月 5 日前支付；押金 {deposit} 于租期届满、房屋完好交还后无息退还。', 'The monthly rent is {rent}, payable by the 5th of each month; the deposit of {deposit} is returned without interest when the property is handed back in good order at the end of the term.', 'Tiền thuê hằng tháng là {rent}, trả trước ngày 5 mỗi tháng; tiền cọc {deposit} được hoàn lại không tính lãi khi trả nhà nguyên vẹn lúc hết hạn.'),
      c('乙方应合理使用房屋，未经甲方书面同意不得转租。水、电、网络等费用由乙方承担。', 'Party B uses the property with care and does not sublet it without Party A’s written consent. Water, electricity and internet are paid by Party B.', 'Bên B sử dụng nhà hợp lý và không cho thuê lại khi chưa có đồng ý bằng văn bản của Bên A. Tiền điện, nước, internet do Bên B trả.'),
      c('任何一方提前解约，应提前 30 天书面通知对方。', 'Either party ending the lease early gives the other 30 days’ written notice.', 'Bên nào chấm dứt hợp đồng trước hạn phải báo trước cho bên kia 30 ngày bằng văn bản.'),
      c('其他约定：{notes}', 'Other terms: {notes}', 'Thỏa thuận khác: {notes}'),
    ],
  },
  {
    key: 'car_sale',
    kind: 'car_sale',
    title: c('二手车买卖合同', 'Used Car Sale Agreement', 'Hợp đồng mua bán xe đã qua sử dụng'),
    fields: [
      f('seller', 'text', '卖方姓名', 'Seller', 'Bên bán'),
      f('buyer', 'text', '买方姓名', 'Buyer', 'Bên mua'),
      f('vehicle', 'text', '车辆品牌型号', 'Make and model', 'Hiệu và dòng xe'),
      f('plate', 'text', '车牌号', 'Registration plate', 'Biển số'),
      f('price', 'money', '成交价', 'Price', 'Giá bán'),
      f('handover', 'date', '交车日期', 'Handover date', 'Ngày giao xe'),
    ],
    clauses: [
      c('卖方将 {vehicle}（车牌 {plate}）出售给买方，成交价 {price}。', 'The seller sells the {vehicle} (plate {plate}) to the buyer for {price}.', 'Bên bán bán xe {vehicle} (biển số {plate}) cho bên mua với giá {price}.'),
      c('双方于 {handover} 交车并办理过户，过户费用由买方承担。', 'The car is handed over and re-registered on {handover}; the buyer pays the transfer fees.', 'Hai bên giao xe và sang tên vào ngày {handover}; phí sang tên do bên mua trả.'),
      c('卖方保证车辆来源合法、无抵押、无未处理的违章；交车前的违章与债务由卖方负责。', 'The seller warrants the car is lawfully owned, unencumbered and without unpaid fines; fines and debts before the handover are the seller’s.', 'Bên bán cam kết xe có nguồn gốc hợp pháp, không thế chấp, không có vi phạm chưa xử lý; vi phạm và nợ trước khi giao xe do bên bán chịu.'),
    ],
  },
  {
    key: 'employment',
    kind: 'employment',
    title: c('劳动合同', 'Employment Contract', 'Hợp đồng lao động'),
    fields: [
      f('employer', 'text', '用人单位', 'Employer', 'Người sử dụng lao động'),
      f('employee', 'text', '劳动者姓名', 'Employee', 'Người lao động'),
      f('position', 'text', '岗位', 'Position', 'Vị trí'),
      f('salary', 'money', '月工资', 'Monthly salary', 'Lương hằng tháng'),
      f('start', 'date', '入职日期', 'Start date', 'Ngày bắt đầu làm việc'),
      f('probation', 'number', '试用期（月）', 'Probation (months)', 'Thời gian thử việc (tháng)'),
    ],
    clauses: [
      c('{employer} 聘用 {employee} 担任 {position}，自 {start} 起生效。', '{employer} employs {employee} as {position} from {start}.', '{employer} tuyển dụng {employee} vào vị trí {position} kể từ ngày {start}.'),
      c('试用期 {probation} 个月；月工资 {salary}，于次月 10 日前发放。', 'Probation is {probation} months; the monthly salary of {salary} is paid by the 10th of the next month.', 'Thời gian thử việc {probation} tháng; lương hằng tháng {salary}, trả trước ngày 10 của tháng sau.'),
      c('用人单位依当地法律为劳动者办理工作许可与社会保险。', 'The employer arranges the work permit and social insurance required by local law.', 'Người sử dụng lao động làm giấy phép lao động và bảo hiểm xã hội theo pháp luật sở tại.'),
    ],
  },
  {
    key: 'service',
    kind: 'service',
    title: c('服务协议', 'Service Agreement', 'Hợp đồng dịch vụ'),
    fields: [
      f('client', 'text', '委托方', 'Client', 'Bên thuê dịch vụ'),
      f('provider', 'text', '服务方', 'Service provider', 'Bên cung cấp dịch vụ'),
      f('scope', 'longtext', '服务内容', 'Scope of the service', 'Nội dung dịch vụ'),
      f('fee', 'money', '服务费', 'Fee', 'Phí dịch vụ'),
      f('due', 'date', '完成日期', 'Completion date', 'Ngày hoàn thành'),
    ],
    clauses: [
      c('服务方为委托方提供以下服务：{scope}', 'The provider performs the following for the client: {scope}', 'Bên cung cấp thực hiện cho bên thuê dịch vụ: {scope}'),
      c('服务应于 {due} 前完成；服务费 {fee}，验收合格后 7 日内支付。', 'The service is completed by {due}; the fee of {fee} is paid within 7 days of acceptance.', 'Dịch vụ hoàn thành trước ngày {due}; phí {fee} được thanh toán trong 7 ngày sau khi nghiệm thu.'),
      c('双方对履约中知悉的对方信息保密。', 'Each party keeps the other’s information learnt in the work confidential.', 'Hai bên giữ bí mật thông tin của nhau biết được trong quá trình thực hiện.'),
    ],
  },
];
