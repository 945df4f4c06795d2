// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AIRDROP_READS_TO_FINISH } from '../../src/mocks/handlers/audience';
import { segmentMembers } from '../../src/mocks/segmentRules';
import { call, NOVA, tokenFor, withMockApi } from './support';

const api = withMockApi();
type Row = Record<string, unknown> & { id: string };
const op = () => api.mock.db.byOperator[NOVA]!;

describe('segments', () => {
  it('counts a new segment from the seeded users by its rules', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const rules = [
      { field: 'balance', op: 'gte', value: 2000 },
      { field: 'activityCount', op: 'gte', value: 2 },
    ];
    const expected = op().users.filter(
      (u) =>
        Number(u.balance) >= 2000 && op().activity.filter((a) => a.userId === u.id).length >= 2,
    ).length;
    expect(expected).toBeGreaterThan(0);
    const created = await call(`/operator/${NOVA}/segments`, {
      method: 'POST',
      token,
      body: { name: 'Rich and active', rules },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Rich and active', rules, usersCount: expected });
    const again = await call(`/operator/${NOVA}/segments/${(created.body as Row).id}`, { token });
    expect((again.body as Row).usersCount).toBe(expected);
  });

  it('counts date rules on the sign-up day and the last activity', () => {
    const all = op().users.length;
    const early = segmentMembers(op(), [{ field: 'createdAt', op: 'lte', value: '1900-01-01' }]);
    const any = segmentMembers(op(), [{ field: 'createdAt', op: 'gte', value: '1900-01-01' }]);
    expect(early).toEqual([]);
    expect(any).toHaveLength(all);
  });

  it.each([
    [{ name: '', rules: [{ field: 'balance', op: 'gte', value: 1 }] }, 'name', 'Name is required'],
    [{ name: 'x', rules: [] }, 'rules', 'Add at least one rule'],
    [{ name: 'x', rules: [{ field: 'shoeSize', op: 'gte', value: 1 }] }, 'rules', 'unknown field'],
    [{ name: 'x', rules: [{ field: 'balance', op: 'eq', value: 1 }] }, 'rules', 'gte or lte'],
    [{ name: 'x', rules: [{ field: 'createdAt', op: 'gte', value: 5 }] }, 'rules', 'YYYY-MM-DD'],
  ])('refuses %j with a field error', async (body, field, message) => {
    const result = await call(`/operator/${NOVA}/segments`, {
      method: 'POST',
      token: await tokenFor('ROLE_ADMIN'),
      body,
    });
    expect(result.status).toBe(400);
    expect((result.body as { errors: Record<string, string> }).errors[field]).toContain(message);
  });
});

describe('airdrops', () => {
  async function createAirdrop(token: string, segmentId: string) {
    const created = await call(`/operator/${NOVA}/airdrop`, {
      method: 'POST',
      token,
      body: { name: 'Thanks', segmentId, points: 250 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', points: 250 });
    return (created.body as Row).id;
  }
  async function readUntilDone(token: string, id: string): Promise<Row[]> {
    const seen: Row[] = [];
    for (let i = 0; i < AIRDROP_READS_TO_FINISH + 1; i += 1)
      seen.push((await call(`/operator/${NOVA}/airdrop/${id}`, { token })).body as Row);
    return seen;
  }

  it('goes from PENDING to SUCCESS and credits every member of its segment', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const segment = op().segments[0]!;
    const members = segmentMembers(op(), segment.rules as never);
    expect(members.length).toBeGreaterThan(0);
    const member = op().users.find((u) => u.id === members[0])!;
    const before = Number(member.balance);
    const id = await createAirdrop(token, segment.id);
    const seen = await readUntilDone(token, id);
    expect(seen.map((s) => s.status)).toEqual(['PENDING', 'SUCCESS', 'SUCCESS']);
    expect(seen[2]).toMatchObject({ recipients: members.length, segmentName: segment.name });
    expect(Number(member.balance)).toBe(before + 250);
    expect(op().activity.some((a) => a.userId === member.id && a.type === 'AIRDROP')).toBe(true);
  });

  it('fails when its segment has no users', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const empty = await call(`/operator/${NOVA}/segments`, {
      method: 'POST',
      token,
      body: { name: 'Nobody', rules: [{ field: 'balance', op: 'gte', value: 999999999 }] },
    });
    expect((empty.body as Row).usersCount).toBe(0);
    const id = await createAirdrop(token, (empty.body as Row).id);
    const seen = await readUntilDone(token, id);
    expect(seen.map((s) => s.status)).toEqual(['PENDING', 'FAILED', 'FAILED']);
    expect(seen[2]!.failureReason).toBe('The segment has no users');
  });

  it('stays PENDING while its scheduled time is ahead', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const waiting = op().airdrops.find((a) => a.status === 'PENDING')!;
    expect(Date.parse(String(waiting.scheduledAt))).toBeGreaterThan(Date.now());
    const seen = await readUntilDone(token, waiting.id);
    expect(seen.every((s) => s.status === 'PENDING')).toBe(true);
  });

  it('refuses an unknown segment and a non-integer amount', async () => {
    const result = await call(`/operator/${NOVA}/airdrop`, {
      method: 'POST',
      token: await tokenFor('ROLE_ADMIN'),
      body: { name: 'x', segmentId: 'nope', points: 1.5 },
    });
    expect(result.status).toBe(400);
    expect((result.body as { errors: Record<string, string> }).errors).toEqual({
      segmentId: 'Unknown segment',
      points: 'Value should be integer number',
    });
  });
});

describe('tap to earn', () => {
  it("reports today's taps next to the limits, and a save does not overwrite them", async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const path = `/operator/${NOVA}/tap-to-earn/settings`;
    const before = (await call(path, { token })).body as Row;
    expect(before).toMatchObject({ dailyTapLimit: 1000, todayTaps: op().users.length * 37 });
    const saved = await call(path, {
      method: 'PUT',
      token,
      body: { ...before, dailyTapLimit: 200, todayTaps: 1 },
    });
    expect(saved.body).toMatchObject({ dailyTapLimit: 200, todayTaps: before.todayTaps });
  });
});
