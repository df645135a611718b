import type { KyInstance } from 'ky';
import {
  Address, AddressList, BillingAddress, BillingAddressList, CustomsInfo, EmailCodeSent, NotificationList, Profile, Session,
  UnreadCount, Verified,
  type AddressInput, type BillingAddressInput, type CustomsInfoInput, type EmailChangeRequest, type ForgetPasswordRequest,
  type LoginRequest, type PasswordChangeRequest, type ProfileUpdate, type SendEmailCodeRequest, type SignupPayload,
  type VerifyPromotionCodeRequest,
} from '../../../../contract/user';
import { parsed, query } from './query';

type Paging = { pageNo?: number; pageSize?: number };

/** The shopper's profile, credentials, addresses, customs information and notifications (docs/product.md, "User calls"). */
export const userCalls = (http: KyInstance) => ({
  getProfile: () => parsed(http.get('front/user/profile'), Profile),
  updateProfile: (profile: ProfileUpdate) => parsed(http.put('front/user/profile', { json: profile }), Profile),
  changeEmail: (body: EmailChangeRequest) => parsed(http.put('front/user/email', { json: body }), Profile),
  changePassword: (body: PasswordChangeRequest) => parsed(http.put('front/user/change-password', { json: body }), Session),
  setLanguage: (language: string) => parsed(http.put('front/user/language', { searchParams: query({ language }) }), Profile),
  sendEmailCode: (body: SendEmailCodeRequest) => parsed(http.post('front/user/send-email-code', { json: body }), EmailCodeSent),
  verifyPromotionCode: (body: VerifyPromotionCodeRequest) =>
    parsed(http.post('front/user/verify-email-promotion-code', { json: body }), Verified),
  signup: (payload: SignupPayload) => parsed(http.post('front/user/signup', { json: payload }), Session),
  login: (body: LoginRequest) => parsed(http.post('front/user/login', { json: body }), Session),
  logout: () => http.post('front/user/logout'),
  forgetPassword: (body: ForgetPasswordRequest) => http.post('front/user/forget-password', { json: body }),
  getAddresses: () => parsed(http.get('front/user/addresses'), AddressList),
  saveAddress: (address: AddressInput) => parsed(http.post('front/user/addresses', { json: address }), Address),
  deleteAddress: (id: number) => http.delete(`front/user/addresses/${id}`),
  getBillingAddresses: () => parsed(http.get('front/user/billing-addresses'), BillingAddressList),
  saveBillingAddress: (address: BillingAddressInput) => parsed(http.post('front/user/billing-addresses', { json: address }), BillingAddress),
  deleteBillingAddress: (id: number) => http.delete(`front/user/billing-addresses/${id}`),
  getCustomsInfo: () => parsed(http.get('front/customs-info/user'), CustomsInfo),
  saveCustomsInfo: (info: CustomsInfoInput) => parsed(http.post('front/customs-info/save', { json: info }), CustomsInfo),
  getNotifications: (q: Paging = {}) => parsed(http.get('front/user-notifications', { searchParams: query(q) }), NotificationList),
  markNotificationRead: (id: number) => parsed(http.post(`front/user-notifications/${id}/read`), UnreadCount),
  markAllNotificationsRead: () => parsed(http.post('front/user-notifications/read-all'), UnreadCount),
});
