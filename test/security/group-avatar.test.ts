import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';
import { expectInvalid } from '../support/errors';
import { pngBytes, upload } from '../groups/helpers';
import { expectOk } from '../auth/helpers';

// A group's avatar is an image uploaded to this server, as for users; any
// other URL (javascript:, another site's tracking pixel, a made-up upload name) is refused.

describe('group avatars at creation', () => {
  it('refuses URLs that are not this server’s uploaded images: 400 VALIDATION_ERROR (avatar, INVALID_FORMAT)', async () => {
    const alice = await registerUser();
    const pdf = await upload(alice, Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'application/pdf', 'doc.pdf');
    for (const avatar of ['javascript:alert(1)', 'https://tracker.example/pixel.png', '//tracker.example/p.png', 'data:image/png;base64,AAAA', '/uploads/not-an-upload.png', pdf]) {
      expectInvalid(await api('/chat/create-group', { token: alice.token, body: { name: 'Pixel', avatar } }), 'avatar', 'INVALID_FORMAT', 'fileUrlInvalid');
    }
  });

  it('accepts an uploaded image (answered as /uploads/<name>) and no avatar', async () => {
    const alice = await registerUser();
    const image = await upload(alice, await pngBytes(), 'image/png', 'g.png');
    const created = await api('/chat/create-group', { token: alice.token, body: { name: 'Pictured', avatar: image } });
    expectOk(created);
    expect(created.body.chat.avatar).toBe(image);
    expect(image).toMatch(/^\/uploads\//);
    const plain = await api('/chat/create-group', { token: alice.token, body: { name: 'Plain', avatar: '' } });
    expectOk(plain);
    expect(plain.body.chat.avatar).toBe('');
  });
});
