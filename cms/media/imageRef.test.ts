/** Public URLs of stored files (./imageRef.ts): a safe path as it is, anything else encoded per segment. */
import { mediaUrl } from './imageRef';

test('a rendition path is its URL under /media/ as it is', () => {
  expect(mediaUrl('renditions/16/16d1b3c96dbdb886-large-59e592668a.avif')).toBe('/media/renditions/16/16d1b3c96dbdb886-large-59e592668a.avif');
  expect(mediaUrl("images/2026/Probe_(Saal)~1.jpg")).toBe("/media/images/2026/Probe_(Saal)~1.jpg");
});

test('any other character is encoded within its segment; the slashes between segments stay', () => {
  expect(mediaUrl('images/2026/Konzert im Saal.jpg')).toBe('/media/images/2026/Konzert%20im%20Saal.jpg');
  expect(mediaUrl('documents/Presse & Fotos/Bühne#1?.pdf')).toBe('/media/documents/Presse%20%26%20Fotos/B%C3%BChne%231%3F.pdf');
  expect(mediaUrl('images/a%2Fb.jpg')).toBe('/media/images/a%252Fb.jpg');
});
