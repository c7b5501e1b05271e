/**
 * What the authorization matrix arranges before an allowed caller's call, so that the call must succeed:
 * for every operation whose example alone cannot (`x-stateful`, or a signed-in operation that lists 429 and
 * whose limit the fuzzer, sharing the demo accounts, may have reached), a set-up through the real API (the
 * BFF, as a browser) that makes its success reachable: a withdrawal requested before an administrator
 * approves it, a verification step sent before it is reviewed, a funded account of this run's own...
 *
 * A set-up runs for one allowed role and one side (the BFF, then the platform); an operation with an
 * Idempotency-Key is arranged for the BFF only, and its platform call replays the BFF's with the same key.
 *
 * Also the caller-only checks of the x-owner operations without an id: they act on the caller's own profile,
 * photo or verification, and another member's stays as it was.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  Account,
  expectOk,
  operation,
  platformSignIn,
  signUp,
  type Harness,
  type Side,
} from './authorization-accounts.ts';
import { DEMO_PASSWORD, LOGIN, type BrowserClient, type Role } from './support.ts';

export type SignedIn = Exclude<Role, 'anonymous'>;

export interface Arranged {
  /** Whose sessions make the call; the role's demo account's when left out. */
  as?: Account;
  /** Path parameters in place of the examples'. */
  params?: string[];
  /** The JSON body in place of the example's. */
  body?: unknown;
}

export type Setup = (role: SignedIn, side: Side) => Promise<Arranged>;

export interface CallerOnly {
  /** What the operation changes, as the account itself reads it. */
  read(account: Account): Promise<unknown>;
  /** Readies the caller for a call on that side, and what the call sends. */
  arrange(caller: Account, side: Side): Promise<Arranged>;
}

export interface SetupHarness extends Harness {
  /** Unique to the run: names of what the set-ups create. */
  run: string;
  /** The role's demo account's session through the BFF, kept signed in by the matrix. */
  demo(role: SignedIn): BrowserClient;
}

type Json = Record<string, unknown>;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const moneyKey = () => ({ 'idempotency-key': randomUUID() });
const exampleBody = (operationId: string) => operation(operationId).exampleRequest().body as Json;
const exampleUpload = (operationId: string) => {
  const upload = operation(operationId).exampleRequest().upload!;
  return { body: upload.bytes, headers: { 'content-type': upload.contentType } };
};

/** Made on first use, once: a failure fails every test that needs it, with its own message. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

function perRole<T>(make: (role: SignedIn) => Promise<T>): (role: SignedIn) => Promise<T> {
  const made = new Map<SignedIn, Promise<T>>();
  return (role) => {
    if (!made.has(role)) made.set(role, make(role));
    return made.get(role)!;
  };
}

export function matrixSetups(harness: SetupHarness): {
  setups: Record<string, Setup>;
  callerOnly: Record<string, CallerOnly>;
  /** The caller and the other member of the caller-only checks. */
  owners: () => Promise<readonly [Account, Account]>;
  /** For an x-owner list demo-admin may have nothing in: an account of this run's that owns an item. */
  listOwners: Record<string, () => Promise<Account>>;
  /** demo-admin2, the second administrator, who approves what demo-admin proposes (four eyes). */
  secondAdmin: () => Promise<Account>;
} {
  const admin = () => harness.demo('admin');
  const secondAdmin = once(async () => {
    const account = new Account(harness, 'demo-admin2', DEMO_PASSWORD);
    await account.signIn('BFF');
    return account;
  });
  const fresh = async (label: string, role: SignedIn) =>
    signUp(
      harness,
      `mx-${harness.run}-${label}-${role}`,
      role === 'admin' ? { proposer: admin(), approver: (await secondAdmin()).bff } : undefined,
    );
  /** A request of `by`'s, waiting for a second administrator: making a member of this run's an administrator. */
  const pendingRequest = async (by: BrowserClient) => {
    const member = await fresh(`req-${hex(3)}`, 'member');
    const request = await expectOk<{ id: string }>(by, 'setMemberAdmin', {
      params: [member.uid],
      body: { admin: true },
    });
    return request.id;
  };

  /** A member (or administrator) of this run's with a transaction password. */
  const runAccount = perRole(async (role) => {
    const account = await fresh('acct', role);
    const transactionPassword = `Tx-${hex(4)}`;
    await account.ok('setTransactionPassword', {
      body: {
        password: account.password,
        transaction_password: transactionPassword,
        repeat_transaction_password: transactionPassword,
      },
    });
    account.transactionPassword = transactionPassword;
    return account;
  });
  /**
   * An administrator of this run's who credits the funded accounts: an administrator who credited an account does
   * not approve its money (related parties), and demo-admin approves the matrix's withdrawals.
   */
  const cashier = once(() => fresh('cashier', 'admin'));
  /**
   * The same with 10,000 USDT credited, on the first call that moves money: by then the matrix has saved the
   * configuration examples (the deposit approval threshold among them) over whatever the fuzzer left.
   */
  const fundedAccount = perRole(async (role) => {
    const account = await runAccount(role);
    const recorded = await expectOk<Json>((await cashier()).bff, 'recordDeposit', {
      body: { username: account.username, asset: 'USDT', amount: '10000', tx_hash: hex(32), confirmations: 100 },
      headers: moneyKey(),
    });
    // The fuzzer may have lowered the approval threshold, which one administrator alone cannot raise again.
    const deposit =
      recorded.state === 'pending_approval'
        ? await expectOk<Json>((await secondAdmin()).bff, 'approveDeposit', {
            params: [String(recorded.id)],
            headers: moneyKey(),
          })
        : recorded;
    expect(deposit.state, `funding ${account.username}: ${JSON.stringify(deposit)}`).toBe('credited');
    return account;
  });
  const withTransactionPassword = (account: Account, body: Json) => ({
    ...body,
    transaction_password: account.transactionPassword,
  });

  const passwordAccount = perRole((role) => fresh('pw', role));
  const twoFactorAccount = {
    enable: perRole((role) => fresh('2fa-on', role)),
    disable: perRole((role) => fresh('2fa-off', role)),
    regenerate: perRole((role) => fresh('2fa-re', role)),
  };

  /** Turns two-factor authentication on as the member's app would: its recovery codes. */
  async function turnTwoFactorOn(account: Account): Promise<string[]> {
    const { secret } = await account.ok<{ secret: string }>('startTwoFactorSetup', {
      body: { password: account.password },
    });
    const { recovery_codes } = await account.ok<{ recovery_codes: string[] }>('enableTwoFactor', {
      body: { code: await account.totp(secret) },
    });
    account.totpSecret = secret;
    return recovery_codes;
  }

  /** The member's verification cleared by demo-admin, so that a new one can start. */
  async function clearKyc(account: Account): Promise<void> {
    const { kyc } = await account.ok<{ kyc: string | null }>('getKycSession');
    if (kyc !== null) await expectOk(admin(), 'resendKyc', { params: [account.uid] });
  }

  /** A new verification of the account's, started as a person. */
  async function startKyc(account: Account): Promise<Json> {
    await clearKyc(account);
    return account.ok<Json>('startKycSession', { body: { type: 'user' } });
  }

  /** A step of a member of this run's, sent and waiting for an administrator's review: its id. */
  async function stepAwaitingReview(): Promise<string> {
    const member = await runAccount('member');
    await startKyc(member);
    const session = await member.ok<{ steps: { id: string; name: string }[] }>('submitKycStep', {
      params: ['identity'],
      ...exampleUpload('submitKycStep'),
    });
    return session.steps.find((step) => step.name === 'identity')!.id;
  }

  /**
   * Approves the deposits an administrator of this run's reported to their own account: demo-admin proposed that
   * administrator's powers, so it is a related party of that account and may not.
   */
  const depositApprover = once(() => fresh('dep-approver', 'admin'));
  /** The member demo-admin's recorded deposits go to. */
  const depositee = once(() => fresh('depositee', 'member'));
  /** A deposit of 10 USDT that a fresh administrator reported to their own account: it waits for another. */
  const depositAwaitingApproval = async (): Promise<string> => {
    const recorder = await runAccount('admin');
    const deposit = await recorder.ok<Json>('recordDeposit', {
      body: { username: recorder.username, asset: 'USDT', amount: '10', tx_hash: hex(32), confirmations: 100 },
      headers: moneyKey(),
    });
    expect(deposit.state, JSON.stringify(deposit)).toBe('pending_approval');
    return String(deposit.id);
  };

  /** A withdrawal of the example's, pending, of a member of this run's. */
  const pendingWithdrawal = async (): Promise<string> => {
    const member = await fundedAccount('member');
    const withdrawal = await member.ok<Json>('requestWithdrawal', {
      body: withTransactionPassword(member, exampleBody('requestWithdrawal')),
      headers: moneyKey(),
    });
    return String(withdrawal.id);
  };

  const uploadPhoto = (account: Account) => account.ok('uploadProfilePhoto', exampleUpload('uploadProfilePhoto'));

  /** The id of the account's sign-in made with that user agent, from its list of sign-ins. */
  async function sessionIdOf(client: BrowserClient, userAgent: string): Promise<string> {
    for (let page = 1; ; page++) {
      const list = await expectOk<{ items: { id: string; user_agent: string | null }[]; total: number }>(
        client,
        'listSessions',
        { query: `?page=${page}&pageSize=100` },
      );
      const found = list.items.find((item) => item.user_agent === userAgent);
      if (found) return found.id;
      if (page * 100 >= list.total) throw new Error(`no sign-in with user agent ${userAgent} in the list`);
    }
  }

  const setups: Record<string, Setup> = {
    // Security settings: accounts of this run's, since each call changes the secret it checks.
    changePassword: async (role, side) => {
      const account = await passwordAccount(role);
      // The other side's change ended this side's sign-in.
      await account.signIn(side);
      const password = `Matrix-${hex(6)}`;
      const body = { current_password: account.password, password, repeat_password: password };
      account.password = password;
      return { as: account, body };
    },
    setTransactionPassword: async (role) => {
      const account = await runAccount(role);
      const next = `Tx-${hex(4)}`;
      const body = {
        current_transaction_password: account.transactionPassword,
        transaction_password: next,
        repeat_transaction_password: next,
      };
      account.transactionPassword = next;
      return { as: account, body };
    },
    startTwoFactorSetup: async (role) => {
      const account = await runAccount(role);
      return { as: account, body: { password: account.password } };
    },
    // Its wrong passwords count against the account: one of this run's, not a demo account the fuzzer shares.
    stepUp: async (role) => {
      const account = await runAccount(role);
      return { as: account, body: { password: account.password } };
    },
    // The demo data has it off; saving it on would lock the demo administrators (no 2FA) out of the gates.
    saveAdminTwoFactorSetting: async () => ({ body: { required: false } }),
    enableTwoFactor: async (role) => {
      const account = await twoFactorAccount.enable(role);
      if (account.totpSecret) {
        await account.ok('disableTwoFactor', { body: { code: await account.totp(account.totpSecret) } });
        account.totpSecret = undefined;
      }
      const { secret } = await account.ok<{ secret: string }>('startTwoFactorSetup', {
        body: { password: account.password },
      });
      account.totpSecret = secret;
      return { as: account, body: { code: await account.totp(secret) } };
    },
    disableTwoFactor: async (role) => {
      const account = await twoFactorAccount.disable(role);
      const recoveryCodes = await turnTwoFactorOn(account);
      account.totpSecret = undefined;
      return { as: account, body: { code: recoveryCodes[0] } };
    },
    regenerateRecoveryCodes: async (role) => {
      const account = await twoFactorAccount.regenerate(role);
      if (!account.totpSecret) await turnTwoFactorOn(account);
      return { as: account, body: { code: await account.totp(account.totpSecret!) } };
    },
    // Another sign-in of the demo account's, made for this call (the example's id names none).
    revokeSession: async (role) => {
      const userAgent = `matrix-${harness.run}-${randomUUID()}`;
      await platformSignIn(harness.platformUrl, LOGIN[role], DEMO_PASSWORD, userAgent);
      return { params: [await sessionIdOf(harness.demo(role), userAgent)] };
    },

    // Money: funded accounts of this run's, so that no limit the fuzzer reached on the demo ones applies.
    executeSwap: async (role) => {
      const account = await fundedAccount(role);
      const quote = await account.ok<Json>('createSwapQuote', { body: exampleBody('createSwapQuote') });
      return { as: account, body: { quote_id: quote.id } };
    },
    requestWithdrawal: async (role) => {
      const account = await fundedAccount(role);
      return { as: account, body: withTransactionPassword(account, exampleBody('requestWithdrawal')) };
    },
    // Another member than the funded one: demo-admin crediting it would make it a related party of its withdrawal.
    recordDeposit: async () => ({
      body: { ...exampleBody('recordDeposit'), username: (await depositee()).username, tx_hash: hex(32) },
    }),
    approveDeposit: async () => ({ as: await depositApprover(), params: [await depositAwaitingApproval()] }),
    rejectDeposit: async () => ({ params: [await depositAwaitingApproval()] }),
    approveWithdrawal: async () => ({ params: [await pendingWithdrawal()], body: { tx_hash: hex(32) } }),
    rejectWithdrawal: async () => ({ params: [await pendingWithdrawal()] }),
    subscribeArbitragePack: async (role) => {
      const account = await fundedAccount(role);
      return { as: account, body: withTransactionPassword(account, exampleBody('subscribeArbitragePack')) };
    },
    createStake: async (role) => {
      const account = await fundedAccount(role);
      return { as: account, body: withTransactionPassword(account, exampleBody('createStake')) };
    },
    cancelStake: async () => {
      const member = await fundedAccount('member');
      const stake = await member.ok<Json>('createStake', {
        body: withTransactionPassword(member, exampleBody('createStake')),
        headers: moneyKey(),
      });
      return { params: [String(stake.id)] };
    },
    buyBoosterPack: async (role) => {
      const account = await fundedAccount(role);
      return { as: account, body: withTransactionPassword(account, exampleBody('buyBoosterPack')) };
    },
    upgradeBoosterPack: async (role) => {
      const account = await fundedAccount(role);
      // An upgrade needs an active pack of a lower tier: the purchase's example tier when it has none.
      const { pack } = await account.ok<{ pack: { active: boolean } | null }>('getMyBoosterPack');
      if (!pack?.active)
        await account.ok('buyBoosterPack', {
          body: withTransactionPassword(account, exampleBody('buyBoosterPack')),
          headers: moneyKey(),
        });
      return { as: account, body: withTransactionPassword(account, exampleBody('upgradeBoosterPack')) };
    },
    // Names and ranks are unique: each call gets its own.
    createBoosterTier: async (role, side) => {
      const { items } = await expectOk<{ items: { rank: number }[] }>(admin(), 'listAdminBoosterTiers', {});
      const rank = Math.max(0, ...items.map((tier) => tier.rank)) + 1;
      return { body: { ...exampleBody('createBoosterTier'), name: `Matrix ${harness.run} ${role} ${side}`, rank } };
    },

    // Photos: a photo uploaded first.
    getProfilePhoto: async (role) => {
      const account = await runAccount(role);
      await uploadPhoto(account);
      return { as: account };
    },
    getMemberPhoto: async () => {
      const member = await runAccount('member');
      await uploadPhoto(member);
      return { params: [member.uid] };
    },
    // The example's photo, as an account of this run's: the fuzzer may have spent the demo accounts' upload limit.
    uploadProfilePhoto: async (role) => ({ as: await runAccount(role) }),

    // Identity verification: members of this run's, whose verification demo-admin clears between calls.
    startKycSession: async (role) => {
      const account = await runAccount(role);
      await clearKyc(account);
      return { as: account };
    },
    submitKycStep: async (role) => {
      const account = await runAccount(role);
      await startKyc(account);
      return { as: account };
    },
    getKycDocument: async () => {
      const stepId = await stepAwaitingReview();
      for (let page = 1; ; page++) {
        const reviews = await expectOk<{ items: { id: string; documents: { id: string }[] }[]; total: number }>(
          admin(),
          'listKycReviews',
          { query: `?page=${page}&pageSize=100` },
        );
        const review = reviews.items.find((item) => item.id === stepId);
        if (review) return { params: [review.documents[0]!.id] };
        if (page * 100 >= reviews.total) throw new Error(`step ${stepId} is not in the review queue`);
      }
    },
    approveKycStep: async () => ({ params: [await stepAwaitingReview()] }),
    rejectKycStep: async () => ({ params: [await stepAwaitingReview()] }),

    // Four eyes: demo-admin decides demo-admin2's requests, and cancels its own.
    approveAdminRequest: async () => ({ params: [await pendingRequest((await secondAdmin()).bff)] }),
    rejectAdminRequest: async () => ({ params: [await pendingRequest((await secondAdmin()).bff)] }),
    cancelAdminRequest: async () => ({ params: [await pendingRequest(admin())] }),
  };

  /** Two members of this run's: the caller, and another whose own must not change; both have a verification. */
  const owners = once(async () => {
    const caller = await fresh('own-a', 'member');
    const other = await fresh('own-b', 'member');
    await other.ok('startKycSession', { body: { type: 'user' } });
    return [caller, other] as const;
  });
  const profileOf = async (account: Account) => {
    const user = await account.ok<Json>('getUserInformation');
    return { first_name: user.first_name, last_name: user.last_name, tel: user.tel, country: user.country };
  };
  const photoOf = async (account: Account) => (await account.ok<Json>('getUserInformation')).photo;
  const kycOf = (account: Account) => account.ok('getKycSession');

  const callerOnly: Record<string, CallerOnly> = {
    updateProfile: {
      read: profileOf,
      arrange: async (caller, side) => ({
        as: caller,
        body: { ...exampleBody('updateProfile'), first_name: `Own ${side} ${hex(3)}` },
      }),
    },
    uploadProfilePhoto: { read: photoOf, arrange: async (caller) => ({ as: caller }) },
    startKycSession: {
      read: kycOf,
      arrange: async (caller) => {
        await clearKyc(caller);
        return { as: caller };
      },
    },
    submitKycStep: {
      read: kycOf,
      arrange: async (caller) => {
        await startKyc(caller);
        return { as: caller };
      },
    },
  };

  const listOwners: Record<string, () => Promise<Account>> = {
    // Nothing seeds a subscription, and demo-admin's own subscribing may be refused by a limit the fuzzer reached.
    listArbitrageSubscriptions: once(async () => {
      const account = await fundedAccount('admin');
      const { items } = await account.ok<{ items: unknown[] }>('listArbitrageSubscriptions');
      if (items.length === 0)
        await account.ok('subscribeArbitragePack', {
          params: operation('subscribeArbitragePack').exampleRequest().pathParams,
          body: withTransactionPassword(account, exampleBody('subscribeArbitragePack')),
          headers: moneyKey(),
        });
      return account;
    }),
  };

  return { setups, callerOnly, owners, listOwners, secondAdmin };
}
