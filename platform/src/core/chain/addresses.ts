/**
 * Deposit addresses derived from the platform's extended public keys (never a private key), and the checks of
 * a destination address per network, checksum included. Bitcoin: P2WPKH bech32 (BIP 84 style); Ethereum: the
 * keccak-256 of the uncompressed key, EIP-55 mixed case; Tron: the same 20 bytes after 0x41, base58check.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import type { Network } from '../../db/database.ts';

export type ChainNetwork = Exclude<Network, 'fiat'>;

const base58check = createBase58check(sha256);
const TRON_PREFIX = 0x41;

/** Parses an extended public key; a private one (xprv, tprv...) is refused, whatever its version bytes say. */
export function parseExtendedPublicKey(extendedKey: string): HDKey {
  if (/^[a-z]prv/i.test(extendedKey.trim()))
    throw new Error('is an extended private key: give the extended public key (xpub) instead');
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(extendedKey.trim());
  } catch (error) {
    throw new Error(`is not a valid extended public key (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  if (key.privateKey) throw new Error('is an extended private key: give the extended public key (xpub) instead');
  return key;
}

/** The derivation path of a member's deposit address below the network's extended key: non-hardened. */
export function derivationPath(userId: number): string {
  return `m/0/${userId}`;
}

export function derivePublicKey(extendedKey: HDKey, userId: number): Uint8Array {
  const child = extendedKey.derive(derivationPath(userId));
  if (!child.publicKey) throw new Error('The extended key derived no public key');
  return child.publicKey;
}

export function bitcoinAddress(compressedPublicKey: Uint8Array): string {
  const program = ripemd160(sha256(compressedPublicKey));
  return bech32.encode('bc', [0, ...bech32.toWords(program)]);
}

/** The 20 bytes Ethereum and Tron share: the last of keccak-256 over the uncompressed key without its 0x04. */
function keccakAccount(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55: a hex letter is upper case when the matching nibble of the keccak of the lower-case address is 8 or more. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

export function ethereumAddress(compressedPublicKey: Uint8Array): string {
  return toChecksumAddress(bytesToHex(keccakAccount(compressedPublicKey)));
}

export function tronAddress(compressedPublicKey: Uint8Array): string {
  return base58check.encode(Uint8Array.of(TRON_PREFIX, ...keccakAccount(compressedPublicKey)));
}

export function depositAddress(network: ChainNetwork, extendedKey: HDKey, userId: number): string {
  const publicKey = derivePublicKey(extendedKey, userId);
  if (network === 'bitcoin') return bitcoinAddress(publicKey);
  if (network === 'ethereum') return ethereumAddress(publicKey);
  return tronAddress(publicKey);
}

function isBitcoinAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower.startsWith('bc1')) {
    // Mixed case is not a bech32 string (BIP 173).
    if (address !== lower && address !== address.toUpperCase()) return false;
    for (const coder of [bech32, bech32m]) {
      try {
        const { prefix, words } = coder.decode(lower as `${string}1${string}`);
        const [version, ...rest] = words;
        if (prefix !== 'bc' || version === undefined) continue;
        // Witness v0 uses bech32, v1 and later bech32m (BIP 350).
        if ((version === 0) !== (coder === bech32)) continue;
        const program = coder.fromWords(rest);
        if (
          version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40
        )
          return version <= 16;
      } catch {
        // Not this encoding.
      }
    }
    return false;
  }
  try {
    const payload = base58check.decode(address);
    // Pay-to-public-key-hash (1...) or pay-to-script-hash (3...).
    return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
  } catch {
    return false;
  }
}

function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  // All one case carries no checksum (EIP-55 is backward compatible with it); mixed case must be the checksum.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(hex) === address;
}

function isTronAddress(address: string): boolean {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** Whether an address belongs to the network, its checksum included. */
export function isValidAddress(network: Network, address: string): boolean {
  if (network === 'bitcoin') return isBitcoinAddress(address);
  if (network === 'ethereum') return isEthereumAddress(address);
  if (network === 'tron') return isTronAddress(address);
  return false;
}
