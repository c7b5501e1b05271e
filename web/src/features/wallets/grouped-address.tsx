import * as styles from './wallets.css.ts';

/** An address cut into groups of four characters, the way one reads it out and checks it. */
export function groupsOf(address: string): string[] {
  return address.match(/.{1,4}/g) ?? [];
}

/** An address in full, wrapping between its groups of four; a selection copies it without spaces. */
export function GroupedAddress({ address }: { address: string }) {
  return groupsOf(address).map((group, index) => (
    <span key={index} className={styles.addressGroup}>
      {group}
    </span>
  ));
}
