import { BlockList, isIPv4, isIPv6 } from 'node:net';

const lists = new Map<string, BlockList>();

function blockList(networks: readonly string[]): BlockList {
  const key = networks.join(',');
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const cidr of networks) {
      const [address = '', bits] = cidr.split('/');
      const type = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(key, list);
  }
  return list;
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of the CIDRs of ISPS_SHELL_NETWORKS. */
export function ipInNetworks(ip: string, networks: readonly string[]): boolean {
  const list = blockList(networks);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}
