import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DEMO_DEPOSIT_XPUBS } from '../src/config.ts';
import {
  bitcoinAddress,
  depositAddress,
  ethereumAddress,
  isValidAddress,
  parseExtendedPublicKey,
  toChecksumAddress,
  tronAddress,
} from '../src/core/chain/addresses.ts';

// The secp256k1 generator point: the public key of private key 1, whose addresses are published everywhere.
const G = hexToBytes('0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798');

describe('deposit address derivation', () => {
  it('encodes a public key per network: BIP 173 bech32, EIP-55, Tron base58check', () => {
    expect(bitcoinAddress(G)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(ethereumAddress(G)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(tronAddress(G)).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });

  it('derives m/0/<index> below an extended public key as BIP 32 does (test vector 2)', () => {
    const master = parseExtendedPublicKey(DEMO_DEPOSIT_XPUBS.ethereum);
    expect(master.derive('m/0').publicExtendedKey).toBe(
      'xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH',
    );
    const child = parseExtendedPublicKey(master.derive('m/0').publicExtendedKey);
    expect(depositAddress('ethereum', master, 7)).toBe(ethereumAddress(child.deriveChild(7).publicKey!));
    expect(depositAddress('tron', master, 7)).not.toBe(depositAddress('tron', master, 8));
  });

  it('refuses an extended private key', () => {
    expect(() =>
      parseExtendedPublicKey(
        'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
      ),
    ).toThrow(/private key/);
  });
});

describe('destination address checks', () => {
  it('apply EIP-55 to mixed-case Ethereum addresses (the EIP’s own vectors)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.slice(2))).toBe(address);
      expect(isValidAddress('ethereum', address)).toBe(true);
      expect(isValidAddress('ethereum', address.toLowerCase())).toBe(true);
    }
    expect(isValidAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
  });

  it('check Tron base58check and its 0x41 prefix', () => {
    expect(isValidAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    // A valid base58check Bitcoin address is not a Tron one.
    expect(isValidAddress('tron', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH')).toBe(false);
  });

  it('check Bitcoin bech32, bech32m and base58 addresses', () => {
    expect(isValidAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isValidAddress('bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(isValidAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(isValidAddress('bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
    expect(isValidAddress('bitcoin', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH')).toBe(true);
    expect(isValidAddress('bitcoin', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMJ')).toBe(false);
    expect(isValidAddress('bitcoin', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidAddress('fiat', 'anything')).toBe(false);
  });
});
