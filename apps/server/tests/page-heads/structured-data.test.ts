import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf, type World } from '../listings/support/fixtures.js';
import { ORIGIN, readHead, standInDist } from './support.js';
import { vocabularyProblems, vocabularySize } from './vocabulary.js';

// The JSON-LD of each kind: only types and properties of the schema.org vocabulary, and Google's required fields
// of its job posting and product rich results (docs/links.md).
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  w = await worldOf(t);
});
afterAll(() => t.close());

const ldOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const { ld } = readHead(res.body);
  expect(ld, url).toHaveLength(1);
  expect(ld[0]!['@context']).toBe('https://schema.org');
  expect(vocabularyProblems(ld[0]), url).toEqual([]);
  return ld[0] as Record<string, any>;
};
const absolute = (u: unknown) => typeof u === 'string' && u.startsWith(`${ORIGIN}/api/media/`);

describe('the vocabulary check itself', () => {
  it('knows schema.org and refuses what is not in it', () => {
    expect(vocabularySize()).toBeGreaterThan(800);
    expect(vocabularyProblems({ '@type': 'JobPosting', title: 'x', salary: 1 })).toEqual(['$: JobPosting has no property salary']);
    expect(vocabularyProblems({ '@type': 'Offer', itemOffered: { '@type': 'Flat' } })).toEqual(['$.itemOffered: unknown type Flat']);
    // Inherited properties count: a Car is a Vehicle is a Product is a Thing.
    expect(vocabularyProblems({ '@type': 'Car', name: 'x', offers: { '@type': 'Offer', price: 1 }, mileageFromOdometer: { '@type': 'QuantitativeValue', value: 1 } })).toEqual([]);
  });
});

describe('structured data of each kind', () => {
  it('a job: JobPosting with Google’s required fields (title, description, datePosted, hiringOrganization, jobLocation) and salary, validThrough', async () => {
    const who = await w.publisher('job');
    const job = await w.live(who, 'job', w.hcm, 0, { price: 15000000, salary_max: 25000000, job_type: 'full_time' });
    const ld = await ldOf(`/pagesA/job/detail?id=${job.id}&lang=en`);
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe(job.title);
    expect(ld.description.length).toBeGreaterThan(0);
    expect(Date.parse(ld.datePosted)).not.toBeNaN();
    expect(Date.parse(ld.validThrough)).toBeGreaterThan(Date.parse(ld.datePosted));
    expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization' });
    expect(ld.hiringOrganization.name.length).toBeGreaterThan(0);
    expect(ld.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'VN' } });
    expect(ld.jobLocation.address.addressLocality.length).toBeGreaterThan(0);
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'VND', value: { '@type': 'QuantitativeValue', minValue: 15000000, maxValue: 25000000, unitText: 'MONTH' } });
  });

  it('second-hand goods: Product with name, image and an Offer with price, currency, availability and condition', async () => {
    const goods = await w.live(await w.publisher('shGoods'), 'shGoods', w.hcm, 0, { price: 350000, condition: 'new' });
    const ld = await ldOf(`/pages/publicPage/detail?id=${goods.id}`);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(goods.title);
    expect(ld.image.length).toBeGreaterThan(0);
    expect(ld.image.every(absolute)).toBe(true);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 350000, priceCurrency: 'VND', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' });
    expect(ld.offers.url).toBe(`${ORIGIN}/pages/publicPage/detail?id=${goods.id}`);
  });

  it('a car: Car (a Product) with make, model, year, mileage and its Offer; a rental priced per day', async () => {
    const car = await w.live(await w.publisher('car'), 'car', w.hcm, 0, { deal: 'rent', price: 900000, price_unit: 'day', make: 'Toyota', model: 'Vios', year: 2021, mileage_km: 30000 });
    const ld = await ldOf(`/pages/car/detail?id=${car.id}`);
    expect(ld['@type']).toBe('Car');
    expect(ld).toMatchObject({ name: car.title, brand: { '@type': 'Brand', name: 'Toyota' }, model: 'Vios', vehicleModelDate: '2021', mileageFromOdometer: { value: 30000, unitCode: 'KMT' } });
    expect(ld.image.every(absolute)).toBe(true);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 900000, priceCurrency: 'VND', businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' } });
    expect(ld.offers.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: 900000, priceCurrency: 'VND', unitCode: 'DAY' });
  });

  it('a home to rent: a listing whose Offer is the monthly rent and whose subject is the Accommodation, without its street', async () => {
    const house = await w.live(await w.publisher('housing'), 'housing', w.hcm, 0, { deal: 'rent', price: 12000000, price_unit: 'month', rooms: 2, area_sqm: 85 });
    await t.db.updateTable('listing').set({ address: '12 Secret Street' }).where('id', '=', house.id).execute();
    const ld = await ldOf(`/pages/house/detail?id=${house.id}`);
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 12000000, priceCurrency: 'VND', businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' }, priceSpecification: { unitCode: 'MON' } });
    expect(ld.about).toMatchObject({ '@type': 'Accommodation', numberOfBedrooms: 2, floorSize: { '@type': 'QuantitativeValue', value: 85, unitCode: 'MTK' } });
    expect(JSON.stringify(ld)).not.toContain('Secret Street');
  });

  it('a company and a yellow-pages entry: LocalBusiness with name, address and picture', async () => {
    const co = await w.live(await w.publisher('company'), 'company', w.hcm);
    const yp = await w.live(await w.publisher('yp'), 'yp', w.hcm);
    for (const [url, title] of [[`/pages/shop/detail?id=${co.id}`, co.title], [`/pages/shop/detail?kind=yp&id=${yp.id}`, yp.title]] as const) {
      const ld = await ldOf(url);
      expect(ld).toMatchObject({ '@type': 'LocalBusiness', name: title, address: { '@type': 'PostalAddress', addressCountry: 'VN' } });
      expect(ld.image.every(absolute)).toBe(true);
    }
  });
});
