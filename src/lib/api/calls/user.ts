import type { KyInstance } from 'ky';
import type { List } from '../contract/problem';
import type { SignupPayload } from '../contract/requests';
import { query, type NotYetModelled } from './query';

/** The shopper's profile, credentials, addresses and customs information (SPEC section 7, User). */
export const userCalls = (http: KyInstance) => ({
  getProfile: () => http.get('front/user/profile').json<NotYetModelled>(),
  updateProfile: (profile: NotYetModelled) => http.put('front/user/profile', { json: profile }).json<NotYetModelled>(),
  changeEmail: (body: { loginPassword: string; email: string; verificationCode: string }) =>
    http.put('front/user/email', { json: body }).json<NotYetModelled>(),
  changePassword: (body: { oldPassword: string; newPassword: string }) =>
    http.put('front/user/change-password', { json: body }).json<NotYetModelled>(),
  setLanguage: (language: string) => http.put('front/user/language', { searchParams: query({ language }) }).json<NotYetModelled>(),
  sendEmailCode: (email: string) => http.post('front/user/send-email-code', { json: { email } }).json<NotYetModelled>(),
  verifyEmailCode: (body: { email: string; verificationCode: string }) =>
    http.post('front/user/verify-email-code', { json: body }).json<NotYetModelled>(),
  verifyPromotionCode: (body: { email: string; promotionCode: string }) =>
    http.post('front/user/verify-email-promotion-code', { json: body }).json<NotYetModelled>(),
  signup: (payload: SignupPayload) => http.post('front/user/signup', { json: payload }).json<NotYetModelled>(),
  login: (body: { email: string; password: string }) => http.post('front/user/login', { json: body }).json<NotYetModelled>(),
  forgetPassword: (body: { email: string; verificationCode: string; newPassword: string }) =>
    http.post('front/user/forget-password', { json: body }).json<NotYetModelled>(),
  checkEmailAvailable: (email: string) =>
    http.get('front/user/check-email-available', { searchParams: query({ email }) }).json<NotYetModelled>(),
  getAddresses: () => http.get('front/user/addresses').json<List<NotYetModelled>>(),
  saveAddress: (address: NotYetModelled) => http.post('front/user/addresses', { json: address }).json<NotYetModelled>(),
  deleteAddress: (id: number) => http.delete(`front/user/addresses/${id}`).json<NotYetModelled>(),
  getBillingAddresses: () => http.get('front/user/billing-addresses').json<List<NotYetModelled>>(),
  saveBillingAddress: (address: NotYetModelled) =>
    http.post('front/user/billing-addresses', { json: address }).json<NotYetModelled>(),
  deleteBillingAddress: (id: number) => http.delete(`front/user/billing-addresses/${id}`).json<NotYetModelled>(),
  getUserWarehouses: () => http.get('front/user/warehouses').json<List<NotYetModelled>>(),
  saveUserWarehouse: (warehouse: NotYetModelled) => http.post('front/user/warehouses', { json: warehouse }).json<NotYetModelled>(),
  deleteUserWarehouse: (id: number) => http.delete(`front/user/warehouses/${id}`).json<NotYetModelled>(),
  getCustomsInfo: () => http.get('front/customs-info/user').json<NotYetModelled>(),
  saveCustomsInfo: (info: NotYetModelled) => http.post('front/customs-info/save', { json: info }).json<NotYetModelled>(),
});
