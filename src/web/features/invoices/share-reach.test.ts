import { describe, expect, it } from 'vitest';
import { shareReach } from './share-reach';

const reachOf = (hosts: string[]) => hosts.map((host) => shareReach(`http://${host}:4001/share/x`));

describe('who can open a share link', () => {
  it.each([
    {
      who: 'only this computer, on a loopback address or name, however it is written',
      reach: 'computer',
      hosts: [
        '127.0.0.1',
        '127.45.0.9',
        '127.1',
        '0x7f.0.0.1',
        'localhost',
        'LOCALHOST',
        'desk.localhost',
        '[::1]',
        '[0:0:0:0:0:0:0:1]',
        '[::ffff:127.0.0.1]',
        '0.0.0.0',
        '[::]',
      ],
    },
    {
      who: 'only the network, on a private, link-local or local name',
      reach: 'network',
      hosts: [
        '10.0.0.5',
        '172.16.0.1',
        '172.31.255.255',
        '192.168.1.20',
        '169.254.10.10',
        '[fd12:3456::1]',
        '[fe80::1]',
        'nas.local',
        'invoicebox',
      ],
    },
    {
      who: 'anyone, on a public address or name: the link is offered as it is',
      reach: undefined,
      hosts: [
        'invoices.example.com',
        '8.8.8.8',
        '172.15.0.1',
        '172.32.0.1',
        '192.169.0.1',
        '128.0.0.1',
        '11.0.0.1',
        '[2001:db8::1]',
        '[fe00::1]',
        'localhost.example.com',
        'local.example',
      ],
    },
  ])('$who', ({ reach, hosts }) => {
    expect(reachOf(hosts)).toEqual(hosts.map(() => reach));
  });

  it('anyone, on a public name over https without a port', () => {
    expect(shareReach('https://share.vendor.example/i/abc')).toBeUndefined();
  });

  it('judges no address it cannot read', () => {
    for (const url of ['', 'not a url', '/share/x', 'http://']) expect(shareReach(url), url).toBeUndefined();
  });
});
