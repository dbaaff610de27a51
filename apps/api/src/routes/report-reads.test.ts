import { api, errorBody, type ReportLink } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { install, newDevice, uploadPhoto } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';

const PER_LINK = 3;
const MISSES = 5;

/** A read of the report from a client at `address` (the one proxy in front appended it: TRUST_PROXY=1). */
const readFrom = (server: TestServer, address: string, path: string) =>
  server.request('GET', `/api/v1/report/${path}`, { headers: { 'x-forwarded-for': address } });

/** A token of the right shape that no link has. */
const guess = (index: number) => `guess${String(index).padStart(38, '0')}`;

/**
 * docs/decisions/0008-report-links.md, Abuse: a link's reads count against that link wherever they come
 * from, and only tokens that open nothing count against an address, so customers behind one shared address
 * never lose their reports to each other, nor to someone guessing there.
 */
describeEachDatabase(
  'Handover report: reads limited per link, guesses per address',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });
    /** A link to the report of a new installation with one photo. */
    const newLink = async (deviceNumber: string) => {
      await newDevice(server(), deviceNumber);
      const made = await install(server(), token, deviceNumber);
      const idPhoto = await uploadPhoto(server(), token, deviceNumber);
      const res = await server().request('POST', `/api/v1/installation/${made.id_installation}/report_link`, {
        token,
      });
      const link: ReportLink = parseBody(api.createReportLink.responses[201], res).data;
      return { ...link, idPhoto, idInstallation: made.id_installation };
    };
    const expectLimited = (res: Awaited<ReturnType<typeof readFrom>>) => {
      expect(res.status).toBe(429);
      expect(parseBody(errorBody, res).error.code).toBe('rate_limited');
      const seconds = Number(res.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    };

    it('serves many customers behind one address, each link to its own budget', async () => {
      const shared = '198.51.100.7';
      const links = [await newLink('READ-A'), await newLink('READ-B'), await newLink('READ-C')];
      // Nine reads from one address: more than one link's budget, none refused.
      for (const link of links) {
        for (let i = 0; i < PER_LINK; i++)
          expect((await readFrom(server(), shared, link.token)).status).toBe(200);
      }
      // A link read past its budget is refused, from this address or any other; its photos count apart.
      const [first] = links;
      expectLimited(await readFrom(server(), '203.0.113.9', first?.token ?? ''));
      const photo = `${first?.token}/photos/${first?.idPhoto}`;
      for (let i = 0; i < PER_LINK; i++) expect((await readFrom(server(), shared, photo)).status).toBe(200);
      expectLimited(await readFrom(server(), shared, photo));
    });

    it('refuses guesses past the address budget, yet opens a valid link from that same address', async () => {
      const guesser = '192.0.2.44';
      const link = await newLink('READ-GUESSED');
      for (let i = 0; i < MISSES; i++) expect((await readFrom(server(), guesser, guess(i))).status).toBe(404);
      for (let i = MISSES; i < 120; i++) expectLimited(await readFrom(server(), guesser, guess(i)));
      // Photos of a guessed token too.
      expectLimited(await readFrom(server(), guesser, `${guess(500)}/photos/1`));
      // A customer behind the same address opens their report, and its photos.
      expect((await readFrom(server(), guesser, link.token)).status).toBe(200);
      const report = parseBody(
        api.getReport.responses[200],
        await readFrom(server(), guesser, link.token),
      ).data;
      const photo = await fetch(`${server().baseUrl}${report.photos[0]?.url}`, {
        headers: { 'x-forwarded-for': guesser },
      });
      expect(photo.status).toBe(200);
      // Another address's guesses are its own.
      expect((await readFrom(server(), '192.0.2.45', guess(0))).status).toBe(404);
    });

    it('counts an expired or revoked link as a guess, not as a read', async () => {
      const address = '192.0.2.80';
      const link = await newLink('READ-REVOKED');
      const revoke = await server().request(
        'POST',
        `/api/v1/installation/${link.idInstallation}/report_link/revoke`,
        { token },
      );
      expect(revoke.status).toBe(200);
      for (let i = 0; i < MISSES; i++)
        expect((await readFrom(server(), address, link.token)).status).toBe(404);
      expectLimited(await readFrom(server(), address, link.token));
    });
  },
  { env: { TRUST_PROXY: '1' }, rateLimits: { report: PER_LINK, reportMisses: MISSES } },
);
