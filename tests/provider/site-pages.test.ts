import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AboutUs, FaqEntryList, HowToUse, SiteSlogan } from '../../contract/site-content';
import { howToUseSteps } from '../../provider/db/schema';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/front/site-slogen', () => {
  it('answers the slogan in the best available language', async () => {
    expect(SiteSlogan.parse(await expectJson(provider.api({ tenant: 'uz' }).front['site-slogen'].$get(), 200)).slogan).toBe('Butun Xitoy bitta savatda');
    expect(SiteSlogan.parse(await expectJson(provider.api({ tenant: 'uz', language: 'en' }).front['site-slogen'].$get(), 200)).slogan)
      .toBe('Shop all of China from one cart');
    expect(SiteSlogan.parse(await expectJson(provider.api({ tenant: 'ru' }).front['site-slogen'].$get(), 200)).subSlogan).toContain('ПосылкаКитай');
  });
});

describe('GET /api/front/site-faq', () => {
  it.each([['default', 'en'], ['vn', 'vi'], ['ru', 'ru'], ['uz', 'uz'], ['vn', 'en']])(
    'answers at least six entries for %s in %s',
    async (tenant, language) => {
      const list = FaqEntryList.parse(await expectJson(provider.api({ tenant, language }).front['site-faq'].$get(), 200));
      expect(list.items.length).toBeGreaterThanOrEqual(6);
      expect(list.total).toBe(list.items.length);
      expect(list.items[0]?.answerHtml).toMatch(/^<p>/);
    },
  );

  it('does not mix languages', async () => {
    const vietnamese = FaqEntryList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['site-faq'].$get(), 200));
    expect(vietnamese.items[0]?.question).toBe('Làm thế nào để đặt hàng?');
    expect(vietnamese.items.some((entry) => entry.question.startsWith('How'))).toBe(false);
  });
});

describe('GET /api/front/site-about-us', () => {
  it('answers the ABOUT_US article', async () => {
    const about = AboutUs.parse(await expectJson(provider.api({ tenant: 'gh' }).front['site-about-us'].$get(), 200));
    expect(about.title).toBe('About Accra China Shop');
    expect(about.html).toContain('<h2>');
  });
});

describe('GET /api/front/site-how-to-use', () => {
  it('answers four illustrated steps and a banner for the default tenant', async () => {
    const guide = HowToUse.parse(await expectJson(provider.api().front['site-how-to-use'].$get(), 200));
    expect(guide.steps.map((step) => step.stepName)).toEqual(['Find a product', 'Add to cart and pay', 'We check your items', 'Ship it home']);
    expect(guide.bannerImage).toMatch(/^\/api\/files\/seed\/default\/how-to-use-banner-/);
    for (const step of guide.steps) {
      const image = await provider.file(step.stepImage);
      expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });

  it('answers Russian steps in Russian', async () => {
    const ru = HowToUse.parse(await expectJson(provider.api({ tenant: 'ru' }).front['site-how-to-use'].$get(), 200));
    expect(ru.steps).toHaveLength(4);
    expect(ru.steps[0]?.stepName).toBe('Найдите товар');
    const defaultInRussian = HowToUse.parse(await expectJson(provider.api({ language: 'ru' }).front['site-how-to-use'].$get(), 200));
    expect(defaultInRussian.steps[0]?.stepName).toBe('Найдите товар');
  });

  it('answers Vietnamese steps in Vietnamese, and English ones on request', async () => {
    const vn = HowToUse.parse(await expectJson(provider.api({ tenant: 'vn' }).front['site-how-to-use'].$get(), 200));
    expect(vn.steps.map((step) => step.stepName)).toEqual(['Tìm sản phẩm', 'Thêm vào giỏ và thanh toán', 'Chúng tôi kiểm hàng', 'Gửi hàng về nhà']);
    expect(vn.bannerImage).toMatch(/^\/api\/files\/seed\/vn\/how-to-use-banner-/);
    const vnInEnglish = HowToUse.parse(await expectJson(provider.api({ tenant: 'vn', language: 'en' }).front['site-how-to-use'].$get(), 200));
    expect(vnInEnglish.steps[0]?.stepName).toBe('Find a product');
    expect([vn.language, vnInEnglish.language]).toEqual(['vi', 'en']);
    // A language the site lacks: its default's steps, which say the language they are in.
    expect(HowToUse.parse(await expectJson(provider.api({ tenant: 'vn', language: 'ja' }).front['site-how-to-use'].$get(), 200)).language).toBe('vi');
  });

  // Last: it removes the gh tenant's steps.
  it('answers no steps but the HOW_TO_USE article for a tenant whose guide is prose', async () => {
    await provider.db.delete(howToUseSteps).where(eq(howToUseSteps.tenantId, 'gh'));
    const gh = HowToUse.parse(await expectJson(provider.api({ tenant: 'gh' }).front['site-how-to-use'].$get(), 200));
    expect(gh.steps).toEqual([]);
    expect(gh.title).toBe('How to shop with Accra China Shop');
    expect(gh.html).toContain('<h2>1. Find a product</h2>');
  });
});
