import type { KyInstance } from 'ky';
import type { List } from '../../../../contract/problem';
import type {
  Address, AddressInput, BillingAddress, BillingAddressInput, CustomsInfo, CustomsInfoInput, EmailAvailability,
  EmailChangeRequest, EmailCodeSent, Feedback, ForgetPasswordRequest, LoginRequest, MailboxMessage, Notification,
  PasswordChangeRequest, Profile, ProfileUpdate, SendEmailCodeRequest, Session, SignupPayload, UnreadCount, Verified,
  VerifyEmailCodeRequest, VerifyPromotionCodeRequest,
} from '../../../../contract/user';
import { query, type NotYetModelled } from './query';

type Paging = { pageNo?: number; pageSize?: number };

/** The shopper's profile, credentials, addresses, customs information and notifications (SPEC section 7, User). */
export const userCalls = (http: KyInstance) => ({
  getProfile: () => http.get('front/user/profile').json<Profile>(),
  updateProfile: (profile: ProfileUpdate) => http.put('front/user/profile', { json: profile }).json<Profile>(),
  changeEmail: (body: EmailChangeRequest) => http.put('front/user/email', { json: body }).json<Profile>(),
  changePassword: (body: PasswordChangeRequest) => http.put('front/user/change-password', { json: body }).json<Session>(),
  setLanguage: (language: string) => http.put('front/user/language', { searchParams: query({ language }) }).json<Profile>(),
  sendEmailCode: (body: SendEmailCodeRequest) => http.post('front/user/send-email-code', { json: body }).json<EmailCodeSent>(),
  verifyEmailCode: (body: VerifyEmailCodeRequest) => http.post('front/user/verify-email-code', { json: body }).json<Verified>(),
  verifyPromotionCode: (body: VerifyPromotionCodeRequest) =>
    http.post('front/user/verify-email-promotion-code', { json: body }).json<Verified>(),
  signup: (payload: SignupPayload) => http.post('front/user/signup', { json: payload }).json<Session>(),
  login: (body: LoginRequest) => http.post('front/user/login', { json: body }).json<Session>(),
  logout: () => http.post('front/user/logout'),
  forgetPassword: (body: ForgetPasswordRequest) => http.post('front/user/forget-password', { json: body }),
  checkEmailAvailable: (email: string) =>
    http.get('front/user/check-email-available', { searchParams: query({ email }) }).json<EmailAvailability>(),
  getAddresses: () => http.get('front/user/addresses').json<List<Address>>(),
  saveAddress: (address: AddressInput) => http.post('front/user/addresses', { json: address }).json<Address>(),
  deleteAddress: (id: number) => http.delete(`front/user/addresses/${id}`),
  getBillingAddresses: () => http.get('front/user/billing-addresses').json<List<BillingAddress>>(),
  saveBillingAddress: (address: BillingAddressInput) =>
    http.post('front/user/billing-addresses', { json: address }).json<BillingAddress>(),
  deleteBillingAddress: (id: number) => http.delete(`front/user/billing-addresses/${id}`),
  getUserWarehouses: () => http.get('front/user/warehouses').json<List<NotYetModelled>>(),
  saveUserWarehouse: (warehouse: NotYetModelled) => http.post('front/user/warehouses', { json: warehouse }).json<NotYetModelled>(),
  deleteUserWarehouse: (id: number) => http.delete(`front/user/warehouses/${id}`),
  getCustomsInfo: () => http.get('front/customs-info/user').json<CustomsInfo>(),
  saveCustomsInfo: (info: CustomsInfoInput) => http.post('front/customs-info/save', { json: info }).json<CustomsInfo>(),
  getNotifications: (q: Paging = {}) => http.get('front/user-notifications', { searchParams: query(q) }).json<List<Notification>>(),
  markNotificationRead: (id: number) => http.post(`front/user-notifications/${id}/read`).json<UnreadCount>(),
  markAllNotificationsRead: () => http.post('front/user-notifications/read-all').json<UnreadCount>(),
  getUserFeedback: (q: Paging = {}) => http.get('user-feedback', { searchParams: query(q) }).json<List<Feedback>>(),
  /** The demo mailbox of the embedded provider (absent elsewhere). */
  getDemoMailbox: (to: string) => http.get('dev/mailbox', { searchParams: query({ to }) }).json<List<MailboxMessage>>(),
});
